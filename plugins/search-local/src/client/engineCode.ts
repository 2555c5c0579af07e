/**
 * The code a first search runs, as one chunk: reading the index file,
 * indexing its records and answering requests. Loaded as separate chunks,
 * the bundler copied the shared indexing and word modules into two of them.
 */
export {buildInvertedIndex, startIndexing} from '../engine/invertedIndex';
export {isPackedIndexFile, unpackRecords} from '../indexFormat';
export {answerMultiQuery} from '../engine/algoliaContract';
export {sectionTable} from '../engine/retrieval/sections';
