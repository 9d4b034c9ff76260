#include "ants/cellinspector.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>
#include <utility>
#include <vector>

namespace pb::views {

using pb::ants::Color;

CellInspector::CellInspector(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    m_label = new QLabel(this);
    m_label->setObjectName(QStringLiteral("cellInspectorText"));
    m_label->setTextFormat(Qt::RichText);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::LinksAccessibleByMouse);
    connect(m_label, &QLabel::linkActivated, this, [this](const QString& link) {
        // "state:COLOUR:STATE"
        const QStringList parts = link.split(QLatin1Char(':'));
        if (parts.size() == 3 && parts[0] == QLatin1String("state"))
            emit stateClicked(parts[1].toInt() == 0 ? Color::Red : Color::Black, parts[2].toInt());
    });
    m_label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_label->setWordWrap(true);
    layout->addWidget(m_label);
    layout->addStretch(1);
    refresh();
}

void CellInspector::setSource(std::shared_ptr<const pb::ants::Game> game, const pb::ants::Brain* red,
                              const pb::ants::Brain* black)
{
    m_game = std::move(game);
    m_brains[0] = red;
    m_brains[1] = black;
    refresh();
}

void CellInspector::setSourceBrain(Color color, bool source, QStringList lines)
{
    m_source[ants::index(color)] = source;
    m_sourceLines[ants::index(color)] = std::move(lines);
    refresh();
}

void CellInspector::showCell(std::optional<pb::ants::Pos> p)
{
    m_cell = p;
    refresh();
}

std::optional<pb::ants::Pos> CellInspector::cell() const { return m_cell; }

QString CellInspector::text() const { return m_text; }

namespace {

QString directionName(int d)
{
    switch (d) {
    case 0: return CellInspector::tr("east");
    case 1: return CellInspector::tr("south-east");
    case 2: return CellInspector::tr("south-west");
    case 3: return CellInspector::tr("west");
    case 4: return CellInspector::tr("north-west");
    case 5: return CellInspector::tr("north-east");
    default: return CellInspector::tr("unknown");
    }
}

QString colorName(Color c) { return c == Color::Red ? CellInspector::tr("red") : CellInspector::tr("black"); }

// Six digits, bit 0 first.
QString bitDigits(unsigned bits)
{
    QString s;
    for (int bit = 0; bit < ants::kMarkers; ++bit)
        s += (bits & (1u << bit)) ? QLatin1Char('1') : QLatin1Char('0');
    return s;
}

} // namespace

void CellInspector::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        refresh();
}

void CellInspector::refresh()
{
    struct Row {
        QString label, value, link;  // link: the value is a link to it
    };
    std::vector<Row> rows;
    auto add = [&rows](const QString& label, const QString& value, const QString& link = {}) {
        rows.push_back({label, value, link});
    };
    QString heading;
    if (!m_game) {
        heading = tr("No game");
    } else if (!m_cell || m_cell->x < 0 || m_cell->y < 0 || m_cell->x >= m_game->width()
               || m_cell->y >= m_game->height()) {
        heading = tr("Hover a cell to inspect it");
    } else {
        const ants::Pos p = *m_cell;
        const ants::CellView c = m_game->cell(p);
        heading = tr("Cell (%1, %2)").arg(p.x).arg(p.y);
        QString terrain = tr("clear");
        if (c.rock)
            terrain = tr("rock");
        else if (c.hill)
            terrain = *c.hill == Color::Red ? tr("red anthill") : tr("black anthill");
        add(tr("Terrain"), terrain);
        if (!c.rock) {
            add(tr("Food"), QString::number(c.food));
            add(tr("Red markers (bits 0-5)"), bitDigits(c.markers[0]));
            add(tr("Black markers (bits 0-5)"), bitDigits(c.markers[1]));
        }
        if (c.ant) {
            const ants::AntView& a = *c.ant;
            add(tr("Ant"), tr("%1 (%2)").arg(a.id).arg(colorName(a.color)));
            const ants::Brain* brain = m_brains[ants::index(a.color)];
            const QString stateLink = QStringLiteral("state:%1:%2").arg(ants::index(a.color)).arg(a.state);
            add(tr("State"), QString::number(a.state), stateLink);
            if (brain && m_source[ants::index(a.color)] && a.state >= 0
                && a.state < static_cast<int>(brain->lineOfState.size())) {
                const int line = brain->lineOfState[static_cast<size_t>(a.state)];
                const QStringList& lines = m_sourceLines[ants::index(a.color)];
                QString text = line >= 1 && line <= lines.size() ? lines[line - 1].simplified() : QString();
                if (text.size() > 60)
                    text = text.left(59) + QChar(0x2026);
                add(tr("Source"), text.isEmpty() ? tr("line %1").arg(line) : tr("line %1: %2").arg(line).arg(text), stateLink);
            }
            QString instruction;
            if (!brain)
                instruction = tr("(no brain loaded)");
            else if (a.state < 0 || a.state >= brain->stateCount())
                instruction = tr("past the end of the brain (%n states)", nullptr, brain->stateCount());
            else
                instruction = QString::fromStdString(
                    ants::formatInstruction(brain->states[static_cast<size_t>(a.state)]));
            add(tr("Instruction"), instruction);
            add(tr("Direction"), tr("%1 (%2)").arg(a.direction).arg(directionName(a.direction)));
            add(tr("Resting"), a.resting > 0 ? tr("%n more round(s)", nullptr, a.resting) : tr("no"));
            add(tr("Carrying food"), a.hasFood ? tr("yes") : tr("no"));
        } else if (!c.rock) {
            add(tr("Ant"), tr("none"));
        }
    }

    QString plain = heading;
    QString html = QStringLiteral("<b>%1</b>").arg(heading.toHtmlEscaped());
    if (!rows.empty()) {
        html += QStringLiteral("<table cellspacing='0' cellpadding='1'>");
        for (const Row& row : rows) {
            plain += QLatin1Char('\n') + tr("%1: %2").arg(row.label, row.value);
            const QString value = row.link.isEmpty()
                ? row.value.toHtmlEscaped()
                : QStringLiteral("<a href='%1'>%2</a>").arg(row.link, row.value.toHtmlEscaped());
            html += QStringLiteral("<tr><td>%1:&nbsp;</td><td>%2</td></tr>").arg(row.label.toHtmlEscaped(), value);
        }
        html += QStringLiteral("</table>");
    }
    m_text = plain;
    m_label->setText(html);
}

} // namespace pb::views
