import Testing
import UIKit

/// A badge whose drawn shadow lies outside its content: 4 points left, 2 above, 8
/// right and 6 below.
final class ShadowedBadge: UIView {
    override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 8) }
}

/// A badge whose content is 40 × 20 points, inside the same shadow.
final class SizedShadowedBadge: UIView {
    override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 8) }
    override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 20) }
}

/// A row whose first baseline is its title's, 30 points down.
final class TitledRow: UIView {
    let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.text = "Hg"
        title.font = .systemFont(ofSize: 17)
        title.translatesAutoresizingMaskIntoConstraints = false
        addSubview(title)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: topAnchor, constant: 30),
            title.leadingAnchor.constraint(equalTo: leadingAnchor),
            heightAnchor.constraint(equalToConstant: 80),
            widthAnchor.constraint(equalToConstant: 100),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var forFirstBaselineLayout: UIView { title }
}

@MainActor
@Suite struct AlignmentRectTests {
    @Test func theDefaultAlignmentRectIsTheFrameInsetByTheInsetsAndBack() {
        let badge = ShadowedBadge()
        let frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(badge.alignmentRect(forFrame: frame) == CGRect(x: 14, y: 22, width: 88, height: 42))
        #expect(badge.frame(forAlignmentRect: CGRect(x: 14, y: 22, width: 88, height: 42)) == frame)
        #expect(UIView().alignmentRectInsets == .zero)
    }

    @Test func constraintsPlaceTheAlignmentRectAndTheFrameHoldsTheInsets() {
        let window = makeWindow(width: 300, height: 300)
        let badge = ShadowedBadge()
        badge.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            badge.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            badge.widthAnchor.constraint(equalToConstant: 100),
            badge.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 6, y: 18, width: 112, height: 58))
    }

    @Test func theIntrinsicContentSizeIsTheAlignmentRectsSize() {
        let window = makeWindow(width: 300, height: 300)
        let badge = SizedShadowedBadge()
        badge.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            badge.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
        ])
        window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 6, y: 8, width: 52, height: 28))
        #expect(badge.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 52, height: 28))
    }

    @Test func aViewKeepingItsFrameIsAlignedByItsAlignmentRect() {
        let window = makeWindow(width: 300, height: 300)
        let badge = ShadowedBadge(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        window.addSubview(badge)
        let neighbour = UIView()
        neighbour.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(neighbour)
        NSLayoutConstraint.activate([
            neighbour.leadingAnchor.constraint(equalTo: badge.trailingAnchor),
            neighbour.topAnchor.constraint(equalTo: badge.topAnchor),
            neighbour.bottomAnchor.constraint(equalTo: badge.bottomAnchor),
            neighbour.widthAnchor.constraint(equalToConstant: 5),
        ])
        window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 10, y: 10, width: 30, height: 30))
        #expect(neighbour.frame == CGRect(x: 32, y: 12, width: 5, height: 22))
    }

    @Test func aFirstBaselineConstraintUsesTheBaselineOfForFirstBaselineLayout() {
        let window = makeWindow(width: 300, height: 300)
        let row = TitledRow()
        row.translatesAutoresizingMaskIntoConstraints = false
        let caption = UILabel()
        caption.text = "Hg"
        caption.font = .systemFont(ofSize: 17)
        caption.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(row)
        window.addSubview(caption)
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            row.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            caption.leadingAnchor.constraint(equalTo: row.trailingAnchor),
            caption.firstBaselineAnchor.constraint(equalTo: row.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        #expect(row.forLastBaselineLayout === row)
        #expect(row.title.frame.minY == 30)
        // The same font: the baselines line up when the tops do.
        #expect(caption.frame.minY == 40)
    }

    @Test func constraintsAffectingLayoutListTheViewsConstraintsOnThatAxis() {
        let window = makeWindow(width: 300, height: 300)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(badge)
        let leading = badge.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10)
        let top = badge.topAnchor.constraint(equalTo: window.topAnchor, constant: 10)
        let width = badge.widthAnchor.constraint(equalToConstant: 20)
        let height = badge.heightAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([leading, top, width, height])
        window.layoutIfNeeded()
        let horizontal = badge.constraintsAffectingLayout(for: .horizontal)
        let vertical = badge.constraintsAffectingLayout(for: .vertical)
        #expect(horizontal.elementsEqual([leading, width], by: ===))
        #expect(vertical.elementsEqual([top, height], by: ===))
    }
}
