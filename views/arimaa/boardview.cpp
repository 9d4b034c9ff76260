#include "arimaa/boardview.h"

#include <QFile>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QSvgRenderer>

#include <algorithm>
#include <cctype>
#include <cmath>

namespace pb::views {

namespace {

const char* animalName(char piece)
{
    switch (std::tolower(static_cast<unsigned char>(piece))) {
    case 'e': return "elephant";
    case 'm': return "camel";
    case 'h': return "horse";
    case 'd': return "dog";
    case 'c': return "cat";
    case 'r': return "rabbit";
    }
    return nullptr;
}

bool isGold(char piece) { return std::isupper(static_cast<unsigned char>(piece)) != 0; }

const QColor kLight(0xf0, 0xe4, 0xc8);
const QColor kDark(0xe2, 0xd2, 0xae);
const QColor kTrap(0xb9, 0x7a, 0x55);
const QColor kSelect(0x1f, 0x6f, 0xd1);
const QColor kTarget(0x2e, 0x9d, 0x4f);

} // namespace

ArimaaBoardView::ArimaaBoardView(QWidget* parent) : QWidget(parent)
{
    m_squares.fill(' ');
    setMouseTracking(false);
    setAttribute(Qt::WA_OpaquePaintEvent, false);
}

ArimaaBoardView::~ArimaaBoardView() = default;

bool ArimaaBoardView::isTrap(int square)
{
    return square == 18 || square == 21 || square == 42 || square == 45;  // c3 f3 c6 f6
}

QString ArimaaBoardView::squareName(int square)
{
    if (square < 0 || square >= 64)
        return QString();
    return QString(QChar::fromLatin1(char('a' + square % 8))) + QString::number(square / 8 + 1);
}

void ArimaaBoardView::setSquares(const Squares& squares)
{
    m_squares = squares;
    update();
}

void ArimaaBoardView::setFlipped(bool flipped)
{
    m_flipped = flipped;
    update();
}

void ArimaaBoardView::setSelected(int square)
{
    m_selected = square;
    update();
}

void ArimaaBoardView::setTargets(const std::vector<int>& squares)
{
    m_targets = squares;
    update();
}

void ArimaaBoardView::setFrozen(const std::vector<int>& squares)
{
    m_frozen = squares;
    update();
}

void ArimaaBoardView::setArrows(const std::vector<std::pair<int, int>>& steps, const std::vector<int>& captures)
{
    m_arrows = steps;
    m_captures = captures;
    update();
}

QRectF ArimaaBoardView::boardRect() const
{
    const double margin = std::max(16.0, std::min(width(), height()) * 0.05);
    const double side = std::max(8.0, std::min(width(), height()) - 2 * margin);
    return {(width() - side) / 2, (height() - side) / 2, side, side};
}

double ArimaaBoardView::cell() const { return boardRect().width() / 8; }

QRectF ArimaaBoardView::squareRect(int square) const
{
    if (square < 0 || square >= 64)
        return {};
    const QRectF b = boardRect();
    const double c = cell();
    int file = square % 8;
    int rank = square / 8;
    if (m_flipped)
        file = 7 - file;
    else
        rank = 7 - rank;  // rank 8 at the top
    return {b.left() + file * c, b.top() + rank * c, c, c};
}

int ArimaaBoardView::squareAt(const QPointF& point) const
{
    const QRectF b = boardRect();
    if (!b.contains(point))
        return -1;
    const double c = cell();
    int file = std::clamp(static_cast<int>((point.x() - b.left()) / c), 0, 7);
    int row = std::clamp(static_cast<int>((point.y() - b.top()) / c), 0, 7);
    if (m_flipped)
        file = 7 - file;
    const int rank = m_flipped ? row : 7 - row;
    return rank * 8 + file;
}

QSvgRenderer* ArimaaBoardView::renderer(char piece) const
{
    auto it = m_renderers.find(piece);
    if (it != m_renderers.end())
        return it.value().get();
    std::shared_ptr<QSvgRenderer> r;
    if (const char* animal = animalName(piece)) {
        const QString path = QStringLiteral(":/arimaa/%1-%2.svg")
                                 .arg(isGold(piece) ? QStringLiteral("gold") : QStringLiteral("silver"), QLatin1String(animal));
        if (QFile::exists(path)) {
            r = std::make_shared<QSvgRenderer>(path);
            if (!r->isValid())
                r.reset();
        }
    }
    m_renderers.insert(piece, r);
    return r.get();
}

QPixmap ArimaaBoardView::piecePixmap(char piece, int size) const
{
    const qreal dpr = devicePixelRatioF();
    const int px = std::max(1, static_cast<int>(std::lround(size * dpr)));
    const auto key = qMakePair(piece, px);
    auto it = m_pixmaps.find(key);
    if (it != m_pixmaps.end())
        return it.value();
    QPixmap pixmap(px, px);
    pixmap.fill(Qt::transparent);
    {
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        const QRectF r(0, 0, px, px);
        if (QSvgRenderer* svg = renderer(piece)) {
            svg->render(&p, r);
        } else {
            // Without the images: a disc in the side's colour with the piece letter.
            const bool gold = isGold(piece);
            p.setPen(QPen(gold ? QColor(0x5a, 0x3d, 0x10) : QColor(0x2b, 0x35, 0x40), px * 0.04));
            p.setBrush(gold ? QColor(0xe8, 0xb9, 0x23) : QColor(0xc9, 0xce, 0xd6));
            p.drawEllipse(r.adjusted(px * 0.06, px * 0.06, -px * 0.06, -px * 0.06));
            QFont f = font();
            f.setBold(true);
            f.setPixelSize(std::max(6, static_cast<int>(px * 0.5)));
            p.setFont(f);
            p.setPen(gold ? QColor(0x3b, 0x2a, 0x14) : QColor(0x23, 0x30, 0x3d));
            p.drawText(r, Qt::AlignCenter, QString(QChar::fromLatin1(char(std::toupper(static_cast<unsigned char>(piece))))));
        }
    }
    pixmap.setDevicePixelRatio(dpr);
    m_pixmaps.insert(key, pixmap);
    return pixmap;
}

void ArimaaBoardView::drawPiece(QPainter& painter, char piece, const QRectF& rect) const
{
    const int size = static_cast<int>(rect.width());
    if (size <= 0)
        return;
    painter.drawPixmap(rect.topLeft(), piecePixmap(piece, size));
}

void ArimaaBoardView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF b = boardRect();
    const double c = cell();
    p.fillRect(rect(), palette().window());
    // Squares and traps.
    for (int sq = 0; sq < 64; ++sq) {
        const QRectF r = squareRect(sq);
        const bool light = (sq % 8 + sq / 8) % 2 == 1;
        p.fillRect(r, light ? kLight : kDark);
        if (isTrap(sq)) {
            p.setPen(Qt::NoPen);
            p.setBrush(kTrap);
            p.drawRect(r.adjusted(c * 0.04, c * 0.04, -c * 0.04, -c * 0.04));
            // A pit: a darker ring inside the square.
            p.setPen(QPen(QColor(0x7a, 0x48, 0x2c), std::max(1.0, c * 0.05)));
            p.setBrush(QColor(0xa3, 0x66, 0x43));
            p.drawEllipse(r.center(), c * 0.3, c * 0.3);
        }
    }
    p.setPen(QPen(QColor(0x4a, 0x3a, 0x28), std::max(1.0, c * 0.03)));
    p.setBrush(Qt::NoBrush);
    p.drawRect(b);
    // Coordinates.
    QFont f = font();
    f.setPixelSize(std::max(9, static_cast<int>(std::min((b.top() - 2) * 0.6, c * 0.28))));
    p.setFont(f);
    p.setPen(palette().windowText().color());
    for (int i = 0; i < 8; ++i) {
        const QRectF fileRect = squareRect(i);
        const QString file(QChar::fromLatin1(char('a' + i)));
        p.drawText(QRectF(fileRect.left(), b.bottom(), c, height() - b.bottom()), Qt::AlignCenter, file);
        p.drawText(QRectF(fileRect.left(), 0, c, b.top()), Qt::AlignCenter, file);
        const QRectF rankRect = squareRect(i * 8);
        const QString rank = QString::number(i + 1);
        p.drawText(QRectF(0, rankRect.top(), b.left(), c), Qt::AlignCenter, rank);
        p.drawText(QRectF(b.right(), rankRect.top(), width() - b.right(), c), Qt::AlignCenter, rank);
    }
    // Selection and targets.
    if (m_selected >= 0) {
        p.setPen(QPen(kSelect, std::max(2.0, c * 0.07)));
        p.setBrush(Qt::NoBrush);
        p.drawRect(squareRect(m_selected).adjusted(c * 0.04, c * 0.04, -c * 0.04, -c * 0.04));
    }
    // Pieces (the one being dragged is drawn last, at the pointer).
    const double inset = c * 0.06;
    for (int sq = 0; sq < 64; ++sq) {
        const char piece = m_squares[static_cast<std::size_t>(sq)];
        if (piece == ' ' || piece == '.' || (m_dragging && sq == m_pressSquare))
            continue;
        drawPiece(p, piece, squareRect(sq).adjusted(inset, inset, -inset, -inset));
    }
    for (int sq : m_frozen) {
        const QRectF r = squareRect(sq);
        // A blue ring (no veil: the piece keeps its side's colour) and a snowflake.
        p.setPen(QPen(QColor(0x1d, 0x6f, 0xd8), std::max(2.0, c * 0.05), Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(r.adjusted(inset * 0.5, inset * 0.5, -inset * 0.5, -inset * 0.5));
        // A small snowflake in the corner.
        const QPointF centre = r.topRight() + QPointF(-c * 0.17, c * 0.17);
        p.setPen(QPen(QColor(0x1d, 0x4f, 0x91), std::max(1.5, c * 0.035), Qt::SolidLine, Qt::RoundCap));
        for (int k = 0; k < 3; ++k) {
            const double a = k * M_PI / 3;
            const QPointF d(std::cos(a) * c * 0.1, std::sin(a) * c * 0.1);
            p.drawLine(centre - d, centre + d);
        }
    }
    for (int sq : m_targets) {
        const QRectF r = squareRect(sq);
        p.setPen(QPen(kTarget.darker(130), std::max(1.0, c * 0.02)));
        p.setBrush(QColor(kTarget.red(), kTarget.green(), kTarget.blue(), 150));
        const double d = c * 0.28;
        p.drawEllipse(r.center(), d / 2, d / 2);
    }
    // The steps of the move so far.
    for (const auto& [from, to] : m_arrows) {
        const QPointF a = squareRect(from).center();
        const QPointF z = squareRect(to).center();
        const QLineF line(a, z);
        p.setPen(QPen(QColor(0x1f, 0x6f, 0xd1, 200), std::max(2.0, c * 0.08), Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QLineF(a, line.pointAt(0.72)));
        QLineF head(z, a);
        head.setLength(c * 0.3);
        QPolygonF tip;
        const QLineF left = QLineF::fromPolar(c * 0.22, head.angle() + 28).translated(z);
        const QLineF right = QLineF::fromPolar(c * 0.22, head.angle() - 28).translated(z);
        tip << z << left.p2() << right.p2();
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0x1f, 0x6f, 0xd1, 220));
        p.drawPolygon(tip);
    }
    for (int sq : m_captures) {
        const QRectF r = squareRect(sq).adjusted(c * 0.2, c * 0.2, -c * 0.2, -c * 0.2);
        p.setPen(QPen(QColor(0xc0, 0x1c, 0x1c), std::max(2.0, c * 0.08), Qt::SolidLine, Qt::RoundCap));
        p.drawLine(r.topLeft(), r.bottomRight());
        p.drawLine(r.topRight(), r.bottomLeft());
    }
    if (m_dragging && m_pressSquare >= 0) {
        const char piece = m_squares[static_cast<std::size_t>(m_pressSquare)];
        const double size = c * 1.05;
        drawPiece(p, piece, QRectF(m_dragPoint - QPointF(size / 2, size / 2), QSizeF(size, size)));
    }
}

void ArimaaBoardView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return;
    m_pressSquare = squareAt(event->position());
    m_pressPoint = event->position();
    m_dragPoint = event->position();
    m_dragging = false;
}

void ArimaaBoardView::mouseMoveEvent(QMouseEvent* event)
{
    if (m_pressSquare < 0 || !(event->buttons() & Qt::LeftButton))
        return;
    const char piece = m_squares[static_cast<std::size_t>(m_pressSquare)];
    if (!m_dragging && m_interactive && piece != ' ' && piece != '.' &&
        QLineF(m_pressPoint, event->position()).length() >= std::max(4.0, cell() * 0.15)) {
        m_dragging = true;
        emit dragStarted(m_pressSquare);
    }
    if (m_dragging) {
        m_dragPoint = event->position();
        update();
    }
}

void ArimaaBoardView::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || m_pressSquare < 0)
        return;
    const int from = m_pressSquare;
    const int to = squareAt(event->position());
    const bool dragged = m_dragging;
    m_pressSquare = -1;
    m_dragging = false;
    update();
    if (dragged && to >= 0 && to != from)
        emit pieceDropped(from, to);
    else if (to >= 0)
        emit squareClicked(to);
}

} // namespace pb::views
