#pragma once

// Answers the next file dialog the code under test opens, as a user would type a name.

#include <QApplication>
#include <QFileDialog>
#include <QLineEdit>
#include <QTimer>
#include <QtTest>

#include <memory>

namespace pb::test {

// Polls every 20 ms (10 s at most) for a modal file dialog whose name field has the focus, sets
// `path` there and presses Return. A fixed delay could fire before the dialog is up, and typing
// a path pops up the completer, which can take the Return: either leaves the dialog open.
// `seen`, when given, must outlive the dialog; it is set once the dialog is answered.
inline void answerFileDialog(QObject* context, const QString& path, bool* seen = nullptr)
{
    auto* poll = new QTimer(context);
    QObject::connect(poll, &QTimer::timeout, context, [poll, path, seen, tries = 0]() mutable {
        auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
        auto* name = dialog && dialog->isVisible() ? qobject_cast<QLineEdit*>(dialog->focusWidget()) : nullptr;
        if (!name) {
            if (++tries > 500)
                poll->deleteLater();
            return;
        }
        poll->stop();
        poll->deleteLater();
        if (seen)
            *seen = true;
        name->setText(path);
        QTest::keyClick(name, Qt::Key_Return);
    });
    poll->start(20);
}

} // namespace pb::test
