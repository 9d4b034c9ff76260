#pragma once

// Where things are in a QPlainTextEdit, for tests that click into an editor.

#include <QPlainTextEdit>
#include <QPoint>
#include <QRect>
#include <QTextBlock>
#include <QTextCursor>

namespace pb::test {

// The middle of characters [from, from + length) of a 1-based line, in viewport coordinates.
inline QPoint pointAt(QPlainTextEdit* edit, int line, int from, int length)
{
    const QTextBlock block = edit->document()->findBlockByNumber(line - 1);
    QTextCursor a(block), b(block);
    a.setPosition(block.position() + from);
    b.setPosition(block.position() + from + length);
    const QRect ra = edit->cursorRect(a), rb = edit->cursorRect(b);
    return {(ra.left() + rb.left()) / 2, ra.center().y()};
}

// The 1-based line of the text cursor.
inline int cursorLine(const QPlainTextEdit* edit)
{
    return edit->textCursor().blockNumber() + 1;
}

} // namespace pb::test
