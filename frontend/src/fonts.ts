// The one typeface of the application and of map labels (issue 34): Inter, bundled rather than left to the system,
// in the weights the themes draw labels in (regular sub-topics, semibold main topics, bold central topics) and the
// regular italic of the 'Add Title' placeholder. The canvas engine waits for these faces before it rasterises
// label glyphs (engine/src/render/text/labelFaces.ts); server exports use the same font's TTFs.
import '@fontsource/inter/400.css';
import '@fontsource/inter/400-italic.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
