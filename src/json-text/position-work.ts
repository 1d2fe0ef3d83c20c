// Counts of the work positions cost, so tests can prove a complexity bound by counting scans instead of timing them.
// Plain increments: cheaper than the scanning they count, and nothing reads them outside tests.
export const positionWork = {
  /** Line-start tables built (one pass over a document's text each). */
  lineIndexes: 0,
  /** Bracket tables built (one pass over a document's text each). */
  documentScans: 0,
  /** Objects and arrays whose members were listed (each at most once per document). */
  containerListings: 0,
  /** Characters walked by those listings: a container's keys and scalar values; nested containers are jumped over. */
  charactersStepped: 0,
};

export function resetPositionWork(): void {
  positionWork.lineIndexes = 0;
  positionWork.documentScans = 0;
  positionWork.containerListings = 0;
  positionWork.charactersStepped = 0;
}
