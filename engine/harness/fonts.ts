// The label typeface as the application bundles it (frontend/src/fonts.ts): the harness pages draw labels in it.
import '@fontsource/inter/400.css';
import '@fontsource/inter/400-italic.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
