-- Neovim's own LSP client on rankcheck's server: the setup docs/editors.md shows.
local binary = os.getenv("RANKCHECK_BINARY") or "rankcheck"
vim.lsp.config("rankcheck", {
  cmd = { binary, "server" },
  filetypes = { "json", "csv", "tsv" },
  root_markers = { ".rankcheck.json", ".git" },
})
vim.lsp.enable("rankcheck")
vim.lsp.inlay_hint.enable(true)
vim.diagnostic.config({ virtual_text = true, signs = false })
