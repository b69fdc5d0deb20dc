// The address a per-address abuse limit counts (the check, open data, OTP sends): an IPv4 address
// as it is, an IPv6 address by its /64 network. One IPv6 subscriber (a phone on Jio or Airtel, a
// home router) is given a whole /64, so counting each of its addresses apart would let one device
// rotate past every per-address limit, and fill the limits' memory on the way.
import { isIPv4 } from 'node:net';
import ipaddr from 'ipaddr.js';

export function limitedAddress(ip: string): string {
  // Plain dotted IPv4, as most sockets give it, is already its own key (parsing it costs 2 µs a check).
  if (isIPv4(ip)) return ip;
  if (!ipaddr.isValid(ip)) return ip;
  // An IPv4 client seen through an IPv6 socket (`::ffff:203.0.113.7`) counts as its IPv4 address.
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}
