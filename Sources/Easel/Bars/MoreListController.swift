import EaselGraphics
import Foundation

/// The root of a tab bar controller's More navigation controller, UIKit's
/// `UIMoreListController`: titled "More", a list of the tabs past the fourth, one
/// 44-point row each (the tab's title in 17-point `label` 16 points from the leading
/// edge, a chevron at the trailing edge, separators inset by 16 points). A tap on a row
/// pushes that tab's controller.
final class MoreListController: ViewController {
    private weak var owner: TabBarController?

    init(tabBarController: TabBarController) {
        owner = tabBarController
        super.init(nibName: nil, bundle: nil)
        title = "More"
    }

    /// Fails as `ViewController(coder:)` does: Easel decodes no archives.
    required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    override func loadView() {
        view = MoreListView(controller: self)
    }

    /// The listed controllers.
    var listed: [ViewController] { owner?.moreControllers ?? [] }

    func rowWasTapped(at index: Int) {
        guard listed.indices.contains(index) else { return }
        owner?.moreRowWasTapped(listed[index])
    }
}

/// The More list's view: rows under the safe area's top.
final class MoreListView: View {
    static let rowHeight: CGFloat = 44
    private unowned let controller: MoreListController

    init(controller: MoreListController) {
        self.controller = controller
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        contentMode = .redraw
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    private func rowFrame(_ index: Int) -> CGRect {
        CGRect(x: 0, y: safeAreaInsets.top + Self.rowHeight * CGFloat(index), width: bounds.width,
               height: Self.rowHeight)
    }

    override func draw(context: GraphicsContext, rect: CGRect) {
        let hairline = 1 / contentScaleFactor
        for (index, tab) in controller.listed.enumerated() {
            let row = rowFrame(index)
            let layout = TextLayout(tab.tabBarItem.title ?? "", attributes: TextAttributes(
                font: Font.systemFont(ofSize: 17), foregroundColor: .label), numberOfLines: 1)
            let y = ((row.midY - layout.size.height / 2) * contentScaleFactor).rounded() / contentScaleFactor
            context.draw(layout, at: CGPoint(x: 16, y: y))
            context.setStrokeColor(.tertiaryLabel)
            context.setLineWidth(2)
            context.setLineCap(.round)
            context.setLineJoin(.round)
            context.move(to: CGPoint(x: row.maxX - 24, y: row.midY - 6))
            context.addLine(to: CGPoint(x: row.maxX - 18, y: row.midY))
            context.addLine(to: CGPoint(x: row.maxX - 24, y: row.midY + 6))
            context.strokePath()
            context.setFillColor(.separator)
            context.fill(CGRect(x: 16, y: row.maxY - hairline, width: row.width - 16, height: hairline))
        }
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let location = touches.first?.location(in: self), location.y >= safeAreaInsets.top else { return }
        controller.rowWasTapped(at: Int((location.y - safeAreaInsets.top) / Self.rowHeight))
    }
}
