#pragma once

// Tournament > Resume Game From a Move... (Arimaa round robins and the championship's finals):
// after a technical failure the tournament director picks a game that can still be resumed (a
// finished game of the last round played, or one halted midway when the tournament was
// stopped), the first move to play again and the reason. OK reopens it in the database
// (store/tournamentresume.h); an error (a move not of the game, the next round started) shows in
// the dialog, which stays open with what was typed.

#include <QDialog>

#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;

namespace pb::gui {

class ResumeGameDialog : public QDialog {
    Q_OBJECT
public:
    struct Choice {
        int job = 0;
        QString text;      // "Game 7, round 5: b1 (gold) vs b3 (silver): b1 wins by goal"
        QString lastMove;  // offered as the move to play again ("31s" for a halted game)
    };

    ResumeGameDialog(const QString& databasePath, const std::vector<Choice>& choices, int selectedJob,
                     QWidget* parent = nullptr);
    // After OK: what resumeGame() said.
    QString message() const { return m_message; }
    QComboBox* gameBox() const { return m_game; }
    QLineEdit* fromEdit() const { return m_from; }
    QLineEdit* reasonEdit() const { return m_reason; }
    QLabel* errorLabel() const { return m_error; }

    void accept() override;

private:
    QString m_path;
    std::vector<Choice> m_choices;
    QComboBox* m_game = nullptr;
    QLineEdit* m_from = nullptr;
    QLineEdit* m_reason = nullptr;
    QLabel* m_error = nullptr;
    QString m_message;
};

} // namespace pb::gui
