/**
 * The webhook filter: which hosts a player may make the server call, at registration and again at
 * connection time (the addresses a name resolves to). No request leaves the machine: the resolver is
 * a stand-in, and the only listener is on 127.0.0.1.
 */
import type { LookupAddress } from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { embeddedIpv4, ipv6Groups, isPrivateAddress } from '../src/webhooks/addresses.ts';
import { post, publicLookup, type Resolve } from '../src/webhooks/send.ts';
import { checkWebhookUrl, isPrivateHost } from '../src/webhooks/url.ts';

/** Hosts the issue found accepted, and their neighbours. */
const REFUSED_HOSTS = [
  // IPv6 forms that embed a private IPv4 address.
  '[::127.0.0.1]',
  '[::7f00:1]',
  '[64:ff9b::a9fe:a9fe]',
  '[64:ff9b::127.0.0.1]',
  '[64:ff9b:1::a9fe:a9fe]',
  '[::ffff:0:a9fe:a9fe]',
  '[::ffff:0:10.0.0.1]',
  '[::ffff:127.0.0.1]',
  '[::ffff:169.254.169.254]',
  '[2002:7f00:1::]',
  '[2002:a9fe:a9fe::1]',
  '[2002:c0a8:1::]',
  // Teredo: server 65.54.227.120, client 127.0.0.1 (stored complemented: 80ff:fffe).
  '[2001:0:4136:e378:8000:63bf:80ff:fffe]',
  // Teredo with a private server address.
  '[2001:0:a00:1:8000:63bf:3fff:fdd2]',
  // IPv4 ranges.
  '198.18.0.1',
  '198.19.255.255',
  '192.0.0.1',
  '192.0.0.170',
  '192.0.2.1',
  '198.51.100.7',
  '203.0.113.9',
  '192.88.99.1',
  '0.0.0.0',
  '0.1.2.3',
  '100.64.0.1',
  '100.127.255.254',
  '240.0.0.1',
  '255.255.255.255',
  '224.0.0.1',
  '239.255.255.250',
  '127.1.2.3',
  '10.0.0.1',
  '172.31.255.255',
  '192.168.1.1',
  '169.254.169.254',
  // Shorthand and hex forms, which URL normalises to 127.0.0.1 and 10.0.0.1.
  '2130706433',
  '0x7f.1',
  '012.0.0.1',
  // IPv6 ranges.
  '[::]',
  '[::1]',
  '[fe80::1]',
  '[fd12:3456::1]',
  '[fec0::1]',
  '[ff02::1]',
  '[2001:db8::1]',
  '[3fff::1]',
  '[100::1]',
  '[2001:2::1]',
  // Names.
  'localhost',
  'localhost.',
  'LOCALHOST..',
  'foo.localhost',
  'foo.localhost.',
  'metadata.google.internal',
  'metadata.google.internal.',
  'printer.local',
  'router.home.arpa',
  'metadata',
  'intranet.',
  '127.0.0.1.',
];

const ACCEPTED_HOSTS = [
  'discord.com',
  'discord.com.',
  'hooks.slack.com',
  'example.org',
  '8.8.8.8',
  '1.1.1.1',
  '198.20.0.1',
  '192.0.1.1',
  '100.128.0.1',
  '172.32.0.1',
  '223.255.255.255',
  '[2606:4700:4700::1111]',
  '[2a00:1450:4007:80e::200e]',
  // Embedding public IPv4 addresses.
  '[64:ff9b::808:808]',
  '[2002:808:808::1]',
  '[::ffff:8.8.8.8]',
  // Teredo: server 65.54.227.120, client 8.8.8.8 (stored complemented: f7f7:f7f7).
  '[2001:0:4136:e378:8000:63bf:f7f7:f7f7]',
];

describe('registration', () => {
  test.each(REFUSED_HOSTS)('refuses http://%s/', (host) => {
    const check = checkWebhookUrl(`http://${host}/hook`, false);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.message).toMatch(/not allowed/);
    // Tests and private deployments may still use them.
    expect(checkWebhookUrl(`http://${host}/hook`, true).ok).toBe(true);
  });

  test.each(ACCEPTED_HOSTS)('accepts https://%s/', (host) => {
    expect(checkWebhookUrl(`https://${host}/hook`, false).ok).toBe(true);
  });
});

describe('addresses', () => {
  test('IPv6 literals are expanded, dotted quads included', () => {
    expect(ipv6Groups('::')).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Groups('::ffff:127.0.0.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(ipv6Groups('2001:db8::1')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Groups('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ipv6Groups('1::2::3')).toBeNull();
  });

  test('the embedded IPv4 address of each form', () => {
    const of = (text: string) => embeddedIpv4(ipv6Groups(text)!);
    expect(of('::127.0.0.1')).toEqual(['127.0.0.1']);
    expect(of('::ffff:10.1.2.3')).toEqual(['10.1.2.3']);
    expect(of('::ffff:0:a9fe:a9fe')).toEqual(['169.254.169.254']);
    expect(of('64:ff9b::c0a8:101')).toEqual(['192.168.1.1']);
    expect(of('2002:7f00:1::')).toEqual(['127.0.0.1']);
    expect(of('2001:0:4136:e378:8000:63bf:80ff:fffe')).toEqual(['65.54.227.120', '127.0.0.1']);
    expect(of('2606:4700:4700::1111')).toEqual([]);
  });

  test('addresses as a resolver returns them', () => {
    expect(isPrivateAddress('::ffff:7f00:1')).toBe(true);
    expect(isPrivateAddress('fe80::1%eth0')).toBe(true);
    expect(isPrivateAddress('8.8.8.8')).toBe(false);
    expect(isPrivateAddress('example.com')).toBe(false);
    expect(isPrivateHost('[::ffff:7f00:1]')).toBe(true);
  });
});

describe('connection time', () => {
  let listener: Server;
  let port: number;
  let hits = 0;
  beforeAll(async () => {
    listener = createServer((request, response) => {
      hits += 1;
      request.resume();
      response.end();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => listener.close(resolve));
  });

  const answering =
    (...addresses: string[]): Resolve =>
    (_hostname, _options, callback) =>
      callback(
        null,
        addresses.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 })),
      );

  function lookup(resolve: Resolve, hostname: string): Promise<string> {
    return new Promise((done, fail) =>
      publicLookup(resolve)(hostname, { all: true }, (error, addresses) =>
        error ? fail(error) : done(JSON.stringify(addresses)),
      ),
    );
  }

  test('a public name resolving to any non-public address is refused', async () => {
    for (const address of [
      '::ffff:0:a9fe:a9fe',
      '64:ff9b::a9fe:a9fe',
      '2002:7f00:1::',
      '198.18.0.1',
      '192.0.0.1',
    ]) {
      await expect(lookup(answering('8.8.8.8', address), 'rebind.example.com')).rejects.toThrow(
        `rebind.example.com resolves to ${address}: webhooks to private addresses are not allowed`,
      );
    }
    await expect(lookup(answering('8.8.8.8', '2606:4700:4700::1111'), 'ok.example.com')).resolves.toContain(
      '8.8.8.8',
    );
  });

  test('post refuses the hosts registration refuses, before connecting', async () => {
    for (const host of [
      'localhost.',
      'metadata.google.internal',
      '[::127.0.0.1]',
      '[::ffff:0:7f00:1]',
      '0x7f.1',
    ]) {
      await expect(post(`http://${host}:${port}/x`, { x: 1 }, 2000)).rejects.toThrow(/not allowed/);
    }
    expect(hits).toBe(0);
    await post(`http://127.0.0.1:${port}/x`, { x: 1 }, 2000, true);
    expect(hits).toBe(1);
  });
});
