// /share-target (the manifest's share_target): text shared from the phone's SMS app, or a link,
// goes to the home check card, which opens the right tab and runs the check. `replace`, so Back
// does not land here again and run the check twice.
import { useSearchParams } from 'react-router';
import { Redirect } from '../../components/redirect';
import { paths } from '../../config/paths';
import type { SharedParams } from '@satark/shared/shared-message';

export interface SharedState {
  shared: SharedParams;
}

export default function ShareTargetPage() {
  const [params] = useSearchParams();
  const state: SharedState = {
    shared: { title: params.get('title'), text: params.get('text'), url: params.get('url') },
  };
  return <Redirect to={paths.home} state={state} />;
}
