#include "gui/less/programdialog.h"

#include "less/player.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

#include <algorithm>

namespace pb::gui {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(pb::gui::LessDocument)
};

const QString kRecent = QStringLiteral("less/recentPrograms");

} // namespace

void rememberLessProgram(const QString& command)
{
    QSettings s;
    QStringList recent = s.value(kRecent).toStringList();
    recent.removeAll(command);
    recent.prepend(command);
    while (recent.size() > 10)
        recent.removeLast();
    s.setValue(kRecent, recent);
}

std::optional<QString> askLessProgram(QWidget* parent, const QString& colour, const QString& current, qint64 timeMs)
{
    QDialog dialog(parent);
    dialog.setObjectName(QStringLiteral("lessProgramDialog"));
    dialog.setWindowTitle(Text::tr("Program for %1").arg(colour));
    auto* layout = new QVBoxLayout(&dialog);
    auto* text = new QLabel(Text::tr("The program's command line (arguments allowed). It is started for each game and speaks "
                                     "the CodeCup 2017 dialogue on stdin and stdout, with %1 s for the game. If it crashes, "
                                     "runs out of time or sends an invalid turn, it scores 0 and the judge's bot plays its seat.")
                                .arg(timeMs / 1000.0),
                            &dialog);
    text->setWordWrap(true);
    layout->addWidget(text);
    auto* row = new QHBoxLayout;
    auto* command = new QComboBox(&dialog);
    command->setObjectName(QStringLiteral("command"));
    command->setEditable(true);
    command->setMinimumContentsLength(40);
    command->addItems(QSettings().value(kRecent).toStringList());
    command->setCurrentText(current);
    row->addWidget(command, 1);
    auto* browse = new QPushButton(Text::tr("Browse..."), &dialog);
    QObject::connect(browse, &QPushButton::clicked, &dialog, [&dialog, command] {
        const QString path = QFileDialog::getOpenFileName(&dialog, Text::tr("Choose a Less Program"),
                                                          QFileInfo(less::parsePlayerSpec(command->currentText()).program).absolutePath());
        if (!path.isEmpty())
            command->setCurrentText(path.contains(QLatin1Char(' ')) ? QLatin1Char('"') + path + QLatin1Char('"') : path);
    });
    row->addWidget(browse);
    layout->addLayout(row);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    for (;;) {
        if (dialog.exec() != QDialog::Accepted)
            return std::nullopt;
        QString error;
        const less::PlayerSpec spec = less::parsePlayerSpec(command->currentText(), &error);
        if (error.isEmpty() && !spec.bot)
            break;
        QMessageBox::warning(&dialog, dialog.windowTitle(),
                             error.isEmpty() ? Text::tr("Built-in bots are chosen in the seat's list, not here.") : error);
    }
    return command->currentText().trimmed();
}

std::optional<QString> askLessNewGame(QWidget* parent, const QString& initial,
                                      const std::function<bool(const QString&, QString*)>& check)
{
    QDialog dialog(parent);
    dialog.setObjectName(QStringLiteral("lessNewGame"));
    dialog.setWindowTitle(Text::tr("New Less Game"));
    auto* layout = new QVBoxLayout(&dialog);
    auto* prompt = new QLabel(Text::tr("A seed (a number) to generate the board from the tiles, or a 112-digit wall string:"), &dialog);
    prompt->setWordWrap(true);
    auto* field = new QLineEdit(initial, &dialog);
    field->setObjectName(QStringLiteral("newGameText"));
    // Room for a whole wall string.
    field->setMinimumWidth(std::min(900, field->fontMetrics().horizontalAdvance(QString(112, QLatin1Char('0'))) + 16));
    prompt->setBuddy(field);
    auto* error = new QLabel(&dialog);
    error->setObjectName(QStringLiteral("newGameError"));
    error->setWordWrap(true);
    error->setStyleSheet(QStringLiteral("color: #b01c1c;"));
    error->hide();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    layout->addWidget(prompt);
    layout->addWidget(field);
    layout->addWidget(error);
    layout->addWidget(buttons);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, [&] {
        QString why;
        if (check(field->text(), &why)) {
            dialog.accept();
            return;
        }
        // Stays open with the text as typed: a long wall string is fixed, not typed again.
        error->setText(why);
        error->show();
        dialog.adjustSize();  // room for the reason
        field->setFocus();
    });
    QObject::connect(field, &QLineEdit::textEdited, error, &QLabel::hide);
    field->selectAll();
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return field->text();
}

} // namespace pb::gui
