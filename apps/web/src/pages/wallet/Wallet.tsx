import { ComingSoon } from '../../components/ComingSoon';

export function Wallet() {
  return <ComingSoon name="wallet" />;
}
