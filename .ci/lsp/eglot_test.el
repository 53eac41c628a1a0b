;;; eglot_test.el --- Emacs's own LSP client (eglot) on rankcheck's language server, in batch.
;;
;; Opens TownRanking2022.json in the current directory with the configuration of
;; docs/editors.md, waits for the diagnostics flymake receives from the server and writes them
;; to diagnostics.txt ("LINE:COLUMN MESSAGE", one per line). Then asks the server for the code
;; actions at the first RC401, applies the quick fix's edit as eglot does, and writes line 7 to
;; line7.txt.
;; Run: emacs --batch -Q -l eglot_test.el (RANKCHECK_BINARY names the binary).

(require 'package)
;; Debian's elpa-eglot (emacs -Q reads no site start file, which would say where it is).
(add-to-list 'package-directory-list "/usr/share/emacs/site-lisp/elpa")
(package-initialize)
(require 'eglot)
(require 'flymake)
(require 'js)

;; The configuration docs/editors.md shows (with the binary this run tests).
(add-to-list 'eglot-server-programs
             `((js-mode js-json-mode json-mode) . (,(or (getenv "RANKCHECK_BINARY") "rankcheck") "server")))

(defun rankcheck-test-wait (predicate seconds)
  "Serve the server's messages and timers until PREDICATE holds or SECONDS pass."
  (let ((deadline (+ (float-time) seconds)))
    (while (and (not (funcall predicate)) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    (funcall predicate)))

(defun rankcheck-test-diagnostics ()
  (sort (flymake-diagnostics) (lambda (a b) (< (flymake-diagnostic-beg a) (flymake-diagnostic-beg b)))))

(find-file "TownRanking2022.json")
(js-mode)
(setq-local eglot-sync-connect t)
(apply #'eglot (eglot--guess-contact))
(flymake-mode 1)
(rankcheck-test-wait (lambda () (flymake-start) (rankcheck-test-diagnostics)) 30)

(with-temp-file "diagnostics.txt"
  (dolist (diagnostic (with-current-buffer "TownRanking2022.json" (rankcheck-test-diagnostics)))
    (let ((start (flymake-diagnostic-beg diagnostic)))
      (insert (with-current-buffer "TownRanking2022.json"
                (format "%d:%d %s\n" (line-number-at-pos start) (1+ (save-excursion (goto-char start) (current-column)))
                        (replace-regexp-in-string "\n" " | " (flymake-diagnostic-text diagnostic))))))))

;; The quick fix at the first diagnostic on line 7 (RC401), as `M-x eglot-code-actions' offers it.
(goto-char (point-min))
(forward-line 6)
(move-to-column 31)
(let* ((actions (jsonrpc-request (eglot--current-server-or-lose) :textDocument/codeAction
                                 (list :textDocument (eglot--TextDocumentIdentifier)
                                       :range (list :start (eglot--pos-to-lsp-position (point))
                                                    :end (eglot--pos-to-lsp-position (1+ (point))))
                                       :context (list :diagnostics []))))
       (quickfix (seq-find (lambda (action) (equal (plist-get action :kind) "quickfix")) actions)))
  (when quickfix (eglot--apply-workspace-edit (plist-get quickfix :edit))))
(rankcheck-test-wait (lambda () (save-excursion (goto-char (point-min)) (forward-line 6)
                                                (looking-at ".*\"rankFluctuation\": 1,")))
                     10)
(with-temp-file "line7.txt"
  (insert (with-current-buffer "TownRanking2022.json"
            (save-excursion (goto-char (point-min)) (forward-line 6)
                            (buffer-substring (line-beginning-position) (line-end-position))))))
(kill-emacs 0)
