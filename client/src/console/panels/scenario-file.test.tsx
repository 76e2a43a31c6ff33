import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { saveToken } from '../qa-client.ts';
import { withClient } from '../render-panel.tsx';
import { stubQaApi } from '../test-server.ts';
import { ScenarioFileExport, ScenarioFileLoad } from './scenario-file.tsx';

const TOKEN = 'qa-secret-file';
const TEAM = 'users:\n  - { account: alice }\n';


beforeEach(() => saveToken(TOKEN));
afterEach(() => vi.unstubAllGlobals());

test("a chosen file is sent with its name and text, merged when asked, and said loaded", async () => {
  const { calls } = stubQaApi(TOKEN, { 'POST /scenario/file': { scenario: 'file:team.yaml', ran: [] } });
  withClient(<ScenarioFileLoad />);
  expect(screen.getByRole('button', { name: 'Load file' })).toBeDisabled();
  await userEvent.upload(screen.getByLabelText('Scenario file'), new File([TEAM], 'team.yaml', { type: 'application/yaml' }));
  await userEvent.click(screen.getByLabelText('Merge into the current state'));
  await userEvent.click(screen.getByRole('button', { name: 'Load file' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Merged team.yaml.');
  expect(calls.map((c) => c.body)).toEqual([{ fileName: 'team.yaml', text: TEAM, merge: true }]);
});

test('a file that does not fit shows the message and every problem with its place', async () => {
  const problems = ['users[0].identity: expected one of none, basic, advanced', 'positions[0].user: no user named "bobb" in this file'];
  stubQaApi(TOKEN, { 'POST /scenario/file': Object.assign(new Error('The scenario file was not loaded: 2 problem(s), listed in result.problems'), { problems }) });
  withClient(<ScenarioFileLoad />);
  await userEvent.upload(screen.getByLabelText('Scenario file'), new File(['x'], 'broken.yaml'));
  await userEvent.click(screen.getByRole('button', { name: 'Load file' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The scenario file was not loaded: 2 problem(s)');
  expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual(problems);
  expect(screen.queryByRole('status')).toBeNull();
});

test('the export asks for the typed users and hands the file to the browser to save', async () => {
  const text = '# yaml-language-server: $schema=http://localhost/__qa/scenario.schema.json\nusers: []\n';
  const { calls } = stubQaApi(TOKEN, { 'GET /scenario/export': { text, format: 'yaml', users: 2, positions: 1 } });
  const saved: Blob[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:scenario'), revokeObjectURL: () => undefined }));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  withClient(<ScenarioFileExport />);
  await userEvent.type(screen.getByLabelText('Users'), 'alice, bob');
  await userEvent.click(screen.getByRole('button', { name: 'Export state' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Exported 2 user(s) and 1 position(s).');
  expect(calls[0]!.search).toBe('?users=alice%2Cbob');
  expect(await saved[0]!.text()).toBe(text);
  expect(click).toHaveBeenCalledTimes(1);
});
