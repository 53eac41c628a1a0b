"""rankcheck's language server driven by pytest-lsp, with the capabilities VS Code and Neovim send:
diagnostics (pulled, as both clients pull), related places, positions, quick fixes, hover, go to definition, the outline, inlay hints and
the configuration command. Run by .ci/run: RANKCHECK_BINARY=… pytest .ci/lsp/test_server.py"""
import os
import pathlib

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
BINARY = os.environ.get("RANKCHECK_BINARY", str(ROOT / ".build/debug/rankcheck"))
CURRENT = ROOT / "Fixtures/years/TownRanking2022.json"
PRIOR = ROOT / "Fixtures/years/TownRanking2021.json"


def open_file(client, path, text=None):
    client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(
        uri=path.as_uri(), language_id="json", version=1, text=text if text is not None else path.read_text(encoding="utf-8"))))


@pytest_lsp.fixture(params=["visual-studio-code", "neovim"], config=ClientServerConfig(server_command=[BINARY, "server"]))
async def client(request, lsp_client: LanguageClient):
    # VS Code lets servers register file watchers; rankcheck registers .rankcheck.json and JSON.
    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params: types.RegistrationParams):
        assert params.registrations[0].method == types.WORKSPACE_DID_CHANGE_WATCHED_FILES
        return None

    params = types.InitializeParams(capabilities=client_capabilities(request.param), root_uri=ROOT.as_uri())
    await lsp_client.initialize_session(params)
    yield
    await lsp_client.shutdown_session()


@pytest.mark.asyncio
async def test_diagnostics_related_places_and_positions(client: LanguageClient):
    open_file(client, CURRENT)
    report = await client.text_document_diagnostic_async(types.DocumentDiagnosticParams(
        text_document=types.TextDocumentIdentifier(uri=CURRENT.as_uri())))
    rc401 = next(d for d in report.items if d.code == "RC401")
    assert rc401.source == "rankcheck"
    assert rc401.severity == types.DiagnosticSeverity.Error
    assert rc401.code_description.href.endswith("/docs/rules/RC401.md")
    assert (rc401.range.start.line, rc401.range.start.character) == (6, 31)
    assert rc401.related_information[0].location.uri == PRIOR.as_uri()
    # 大宮 is on line 12 of the prior file, its name after 24 ASCII characters in every encoding.
    assert rc401.related_information[0].location.range.start == types.Position(line=11, character=24)


@pytest.mark.asyncio
async def test_quick_fix_and_fix_all(client: LanguageClient):
    open_file(client, CURRENT)
    await client.text_document_diagnostic_async(types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(uri=CURRENT.as_uri())))
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=CURRENT.as_uri()),
        range=types.Range(start=types.Position(line=6, character=0), end=types.Position(line=6, character=40)),
        context=types.CodeActionContext(diagnostics=[])))
    kinds = {action.kind for action in actions}
    assert types.CodeActionKind.QuickFix in kinds and "source.fixAll.rankcheck" in kinds
    quick = next(action for action in actions if action.kind == types.CodeActionKind.QuickFix)
    (edit,) = quick.edit.changes[CURRENT.as_uri()]
    assert edit.new_text == "1"


@pytest.mark.asyncio
async def test_hover_and_configuration(client: LanguageClient):
    open_file(client, CURRENT)
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=CURRENT.as_uri()), position=types.Position(line=4, character=14)))
    assert hover.contents.value == "2021: rank 2 → rank 1, up 1; claims up 2"
    definition = await client.text_document_definition_async(types.DefinitionParams(
        text_document=types.TextDocumentIdentifier(uri=CURRENT.as_uri()), position=types.Position(line=4, character=14)))
    assert definition.uri == PRIOR.as_uri()
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(
        text_document=types.TextDocumentIdentifier(uri=CURRENT.as_uri())))
    assert [(symbol.name, symbol.detail, symbol.kind) for symbol in symbols] == [
        ("townRankingsForRent", "20 entries", types.SymbolKind.Array), ("townRankingsForBuy", "20 entries", types.SymbolKind.Array)]
    # 大宮 on line 12 of the prior file, after 24 ASCII characters (its end counts as the client's encoding counts).
    assert definition.range.start == types.Position(line=11, character=24) and definition.range.end.line == 11
    shown = await client.workspace_execute_command_async(types.ExecuteCommandParams(
        command="rankcheck.showConfiguration", arguments=[CURRENT.as_uri()]))
    assert shown["prior"] == str(PRIOR)


@pytest.mark.asyncio
async def test_inlay_hints(client: LanguageClient):
    open_file(client, CURRENT)
    hints = await client.text_document_inlay_hint_async(types.InlayHintParams(
        text_document=types.TextDocumentIdentifier(uri=CURRENT.as_uri()),
        range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=14, character=0))))
    assert [(hint.position.line, hint.position.character, hint.label) for hint in hints] == [
        (6, 32, "2021: rank 2, up 1"), (13, 32, "2021: rank 1, down 1")]
