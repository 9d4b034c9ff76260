#include "gui/honeycomb/honeycombdialogs.h"

#include "honeycomb/game.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace pb::gui {

namespace {

// Ok and Cancel under the dialog's content.
QDialogButtonBox* addButtons(QDialog* dialog, QVBoxLayout* layout)
{
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, dialog);
    QObject::connect(buttons, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    layout->addWidget(buttons);
    return buttons;
}

} // namespace

std::optional<QStringList> HoneycombDialogs::askPhrases(QWidget* parent, const QStringList& phrases)
{
    QDialog dialog(parent);
    dialog.setWindowTitle(tr("Phrases of Power"));
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(new QLabel(tr("One phrase per line (matched without regard to case). The contest "
                                    "scored with 18; its final round used others."),
                                 &dialog));
    auto* edit = new QPlainTextEdit(phrases.join(QLatin1Char('\n')), &dialog);
    layout->addWidget(edit);
    QDialogButtonBox* buttons = addButtons(&dialog, layout);
    QPushButton* contest = buttons->addButton(tr("The Contest's 18"), QDialogButtonBox::ResetRole);
    QObject::connect(contest, &QPushButton::clicked, edit,
                     [edit] { edit->setPlainText(pb::honeycomb::defaultPhrases().join(QLatin1Char('\n'))); });
    dialog.resize(520, 420);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    QStringList chosen;
    for (const QString& line : edit->toPlainText().split(QLatin1Char('\n')))
        if (!line.isEmpty())
            chosen << line;
    return chosen;
}

std::optional<int> HoneycombDialogs::askSolveSeconds(QWidget* parent, int problemId, std::uint32_t seed, qsizetype phrases)
{
    QSettings settings;
    QDialog dialog(parent);
    dialog.setWindowTitle(tr("Solve"));
    auto* layout = new QVBoxLayout(&dialog);
    auto* about = new QLabel(tr("The solver plays problem %1 with seed %2 and the current phrases of power (%3), "
                                "game after game with varied weights, and keeps the best game. Its solution "
                                "becomes a new entry (unsaved). Esc stops it early and keeps the best game so "
                                "far; nothing changes if the first game has not ended.")
                                 .arg(problemId)
                                 .arg(seed)
                                 .arg(phrases),
                             &dialog);
    about->setWordWrap(true);
    about->setMinimumWidth(420);
    layout->addWidget(about);
    auto* form = new QFormLayout;
    auto* seconds = new QSpinBox(&dialog);
    seconds->setObjectName(QStringLiteral("solveSeconds"));
    seconds->setRange(1, 3600);
    seconds->setSuffix(tr(" s"));
    seconds->setValue(std::clamp(settings.value(QStringLiteral("honeycomb/solveSeconds"), 10).toInt(), 1, 3600));
    form->addRow(tr("&Time budget:"), seconds);
    layout->addLayout(form);
    addButtons(&dialog, layout)->button(QDialogButtonBox::Ok)->setText(tr("&Solve"));
    dialog.adjustSize();
    seconds->setFocus();
    seconds->selectAll();
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    settings.setValue(QStringLiteral("honeycomb/solveSeconds"), seconds->value());
    return seconds->value();
}

} // namespace pb::gui
