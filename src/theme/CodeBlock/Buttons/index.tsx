import type {ComponentProps, ReactNode} from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import AskAboutCodeButton from '@site/src/components/AskAI/AskAboutCodeButton';

type Props = ComponentProps<typeof ButtonsType>;

/** The theme's copy and wrap buttons, plus "Ask AI about this code" on longer blocks. */
export default function ButtonsWrapper(props: Props): ReactNode {
  return (
    <>
      <Buttons {...props} />
      <AskAboutCodeButton />
    </>
  );
}
