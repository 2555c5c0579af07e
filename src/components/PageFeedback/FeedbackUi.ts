/** The lazily loaded part of page feedback (see loadFeedbackUi). */
export {default as FeedbackForm} from './FeedbackForm';
export {default as SectionFeedbackDialog} from './SectionFeedbackDialog';
