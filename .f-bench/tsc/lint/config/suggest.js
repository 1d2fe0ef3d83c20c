// "Did you mean …?" for unknown rule ids and config keys.
function editDistance(a, b) {
    let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        for (let j = 1; j <= b.length; j++) {
            current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        }
        previous = current;
    }
    return previous[b.length];
}
/** The closest candidate, when it is close enough to be a likely typo. */
export function closest(word, candidates) {
    let best;
    let bestDistance = Infinity;
    for (const candidate of candidates) {
        const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
        if (distance < bestDistance) {
            best = candidate;
            bestDistance = distance;
        }
    }
    const contained = candidates.find((c) => c.includes(word) || word.includes(c));
    if (bestDistance <= Math.max(2, Math.floor(word.length / 3)))
        return best;
    return word.length >= 4 ? contained : undefined;
}
export function didYouMean(word, candidates) {
    const suggestion = closest(word, candidates);
    return suggestion ? ` Did you mean "${suggestion}"?` : '';
}
