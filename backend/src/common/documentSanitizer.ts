import { cleanMapDocument, type MapDocument } from '@mapa/model';
import { sanitizeRichText } from './richText.sanitizer';

/**
 * Returns the document as the server stores it: every rich-text field sanitised (node and edge descriptions and
 * htmlContent), then the model's text and address rules (`cleanMapDocument`: unsafe characters dropped from every
 * text, unsafe image and icon addresses dropped). Records that were already clean are kept as they are.
 */
export function sanitizeDocument(doc: MapDocument): MapDocument {
  return cleanMapDocument(sanitizeRichTextOf(doc));
}

function sanitizeRichTextOf(doc: MapDocument): MapDocument {
  const nodes = doc.nodes.map((node) => {
    const description = node.data.description;
    if (typeof description !== 'string') return node;
    const clean = sanitizeRichText(description);
    return clean === description ? node : { ...node, data: { ...node.data, description: clean } };
  });
  const edges = doc.edges.map((edge) => {
    const description = edge.data.description;
    if (typeof description !== 'string') return edge;
    const clean = sanitizeRichText(description);
    return clean === description ? edge : { ...edge, data: { ...edge.data, description: clean } };
  });
  const htmlContent =
    typeof doc.htmlContent === 'string' ? sanitizeRichText(doc.htmlContent) : doc.htmlContent;
  return { ...doc, nodes, edges, htmlContent };
}
