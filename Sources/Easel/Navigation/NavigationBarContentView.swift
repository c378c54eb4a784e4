import EaselGraphics
import Foundation

/// One item's content in a navigation bar, UIKit's `_UINavigationBarContentView`: it
/// draws the title and the back button (through the same Pango text layout as
/// `Label`) and pops when the back button is tapped.
final class NavigationBarContentView: View {
    let item: NavigationItem
    let backItem: NavigationItem?

    init(item: NavigationItem, backItem: NavigationItem?, frame: CGRect) {
        self.item = item
        self.backItem = backItem
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    private var bar: NavigationBar? { superview as? NavigationBar }

    private var itemLayout: NavigationBarItemLayout {
        NavigationBarItemLayout(title: item.title, backTitles: backTitles, bounds: bounds, scale: contentScaleFactor,
                                tintColor: bar?.tintColor ?? .systemBlue, isRightToLeft: isRightToLeft)
    }

    /// The back button's titles by preference, UIKit's: the back item's back title or
    /// title, then "Back"; `nil` when there is no back button.
    private var backTitles: [String]? {
        guard let backItem, !item.hidesBackButton else { return nil }
        return [backItem.backButtonTitle ?? backItem.title, "Back"].compactMap { $0 }
    }

    override func draw(context: GraphicsContext, rect: CGRect) {
        let layout = itemLayout
        if let title = layout.title { context.draw(title.layout, at: title.origin) }
        if let indicator = layout.backIndicator {
            drawBackIndicator(in: indicator, context: context)
        }
        if let backTitle = layout.backTitle { context.draw(backTitle.layout, at: backTitle.origin) }
    }

    /// The chevron of SF Symbols' `chevron.backward` at the weight UIKit's back button
    /// uses: a 2.5-point stroke with round caps and join, its tip at the leading side
    /// (pointing right in a right-to-left bar, as the symbol mirrors).
    private func drawBackIndicator(in box: CGRect, context: GraphicsContext) {
        let inset: CGFloat = 1.5
        let (tipX, tailX) = isRightToLeft ? (box.maxX - inset, box.minX + inset) : (box.minX + inset, box.maxX - inset)
        context.setStrokeColor(bar?.tintColor ?? .systemBlue)
        context.setLineWidth(2.5)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        context.move(to: CGPoint(x: tailX, y: box.minY + inset))
        context.addLine(to: CGPoint(x: tipX, y: box.midY))
        context.addLine(to: CGPoint(x: tailX, y: box.maxY - inset))
        context.strokePath()
    }

    /// The bar's content mirrors.
    override func effectiveLayoutDirectionDidChange() {
        super.effectiveLayoutDirectionDidChange()
        setNeedsDisplay()
    }

    // MARK: Back button

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}

    /// A touch lifted inside the back button pops, as UIKit's button does on touch up
    /// inside.
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first, let button = itemLayout.backButtonFrame,
              button.contains(touch.location(in: self)) else { return }
        bar?.backButtonWasTapped()
    }
}
