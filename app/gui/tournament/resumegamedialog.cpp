#include "gui/tournament/resumegamedialog.h"

#include "store/tournamentresume.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace pb::gui {

ResumeGameDialog::ResumeGameDialog(const QString& databasePath, const std::vector<Choice>& choices, int selectedJob,
                                   QWidget* parent)
    : QDialog(parent), m_path(databasePath), m_choices(choices)
{
    setWindowTitle(tr("Resume a Game From a Move"));
    setMinimumWidth(620);
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("After a technical failure (the championship's rules): the game goes on, or is "
                                "replayed, from the move where the disadvantage first occurred, with the clocks "
                                "of that moment. A finished game's result is invalidated. Once a game of the "
                                "next round has been played, a round's results stand."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* form = new QFormLayout;
    m_game = new QComboBox(this);
    m_game->setObjectName(QStringLiteral("resumeGame"));
    m_game->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_game->setMinimumContentsLength(40);
    for (const Choice& c : m_choices) {
        m_game->addItem(c.text, c.job);
        if (c.job == selectedJob)
            m_game->setCurrentIndex(m_game->count() - 1);
    }
    form->addRow(tr("&Game:"), m_game);
    m_from = new QLineEdit(this);
    m_from->setObjectName(QStringLiteral("resumeFrom"));
    m_from->setPlaceholderText(tr("the first move to play again, e.g. 23g"));
    form->addRow(tr("&From move:"), m_from);
    m_reason = new QLineEdit(this);
    m_reason->setObjectName(QStringLiteral("resumeReason"));
    m_reason->setPlaceholderText(tr("e.g. the game server did not receive Gold's move"));
    form->addRow(tr("&Reason:"), m_reason);
    layout->addLayout(form);
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("resumeError"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b00020"));
    m_error->hide();
    layout->addWidget(m_error);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Resume"));
    connect(buttons, &QDialogButtonBox::accepted, this, &ResumeGameDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ResumeGameDialog::reject);
    layout->addWidget(buttons);
    auto offerLast = [this] {
        const int i = m_game->currentIndex();
        if (i >= 0 && m_from->text().isEmpty())
            m_from->setPlaceholderText(m_choices[static_cast<std::size_t>(i)].lastMove.isEmpty()
                                           ? tr("the first move to play again, e.g. 23g")
                                           : tr("the first move to play again, e.g. %1").arg(m_choices[static_cast<std::size_t>(i)].lastMove));
    };
    connect(m_game, &QComboBox::currentIndexChanged, this, offerLast);
    offerLast();
    m_from->setFocus();
}

void ResumeGameDialog::accept()
{
    if (m_game->currentIndex() < 0) {
        m_error->setText(tr("No game of this tournament can be resumed now."));
        m_error->show();
        return;
    }
    if (m_from->text().trimmed().isEmpty()) {
        m_error->setText(tr("Give the first move to play again (e.g. 23g)."));
        m_error->show();
        m_from->setFocus();
        return;
    }
    QString message;
    if (!store::resumeGame({m_path, m_game->currentData().toInt(), m_from->text().trimmed(), m_reason->text().trimmed()},
                           &message)) {
        m_error->setText(message);
        m_error->show();
        m_from->setFocus();
        m_from->selectAll();
        return;
    }
    m_message = message;
    QDialog::accept();
}

} // namespace pb::gui
