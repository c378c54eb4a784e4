import EaselGraphics
import Foundation

/// An open menu: a clear view over the whole window that draws the menu's platter
/// (`secondarySystemGroupedBackground` with a soft shadow, the closest flat rendering
/// of iOS 26's glass) anchored to the button or bar item that opened it, laid out by
/// `MenuLayout`.
///
/// While it is open it takes every touch: a tap on an action closes the menu and then
/// runs the action's handler (the menu stays for `.keepsMenuPresented`), a tap on a
/// submenu's row shows the submenu in its place, a tap on a disabled row does nothing,
/// and a tap outside the platter closes the menu without running anything, as UIKit's
/// menus do. iOS 26 does not dim behind a menu.
///
/// It opens and closes animated, in the window's virtual time: it grows out of the
/// anchor and fades in, and shrinks back towards it and fades out (see
/// `MenuView+Animation.swift`).
final class MenuView: View {
    /// The menu the platter shows: the opened menu, or a submenu chosen in it.
    private(set) var menu: Menu
    /// The opened menu.
    let rootMenu: Menu
    /// The anchor's frame in the window.
    let anchor: CGRect
    /// The button or bar button item that opened the menu: the actions' sender.
    private weak var sender: AnyObject?
    /// Whether choosing an action turns it on and every other action of the menu off,
    /// as a pop-up button's menu does.
    private let selectsOneAction: Bool
    /// Called after an action was chosen and its handler ran.
    private let actionWasChosen: @MainActor (ControlAction) -> Void
    /// Whether the menu is closing: it no longer takes touches nor is the window's menu.
    private(set) var isClosing = false
    /// Called once, when the menu starts closing (before a chosen action's handler).
    var willClose: (@MainActor () -> Void)?

    init(menu: Menu, anchor: CGRect, sender: AnyObject?, selectsOneAction: Bool,
         actionWasChosen: @escaping @MainActor (ControlAction) -> Void) {
        self.menu = menu
        self.rootMenu = menu
        self.anchor = anchor
        self.sender = sender
        self.selectsOneAction = selectsOneAction
        self.actionWasChosen = actionWasChosen
        super.init(frame: .zero)
        isOpaque = false
        contentMode = .redraw
        show(menu)
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    var menuLayout: MenuLayout {
        MenuLayout(menu: menu, anchor: anchor, in: bounds, safeArea: safeAreaInsets, scale: contentScaleFactor)
    }

    /// Shows `menu` on the platter, asking its deferred elements for their rows.
    private func show(_ menu: Menu) {
        self.menu = menu
        for deferred in Self.deferredElements(in: menu.children) {
            deferred.elementsDidArrive = { [weak self] in self?.setNeedsDisplay() }
            deferred.load()
        }
        setNeedsDisplay()
    }

    private static func deferredElements(in children: [MenuElement]) -> [DeferredMenuElement] {
        children.flatMap { child -> [DeferredMenuElement] in
            switch child {
            case let deferred as DeferredMenuElement: [deferred]
            case let submenu as Menu where submenu.isInline: deferredElements(in: submenu.children)
            default: []
            }
        }
    }

    // MARK: Drawing

    override func draw(context: GraphicsContext, rect: CGRect) {
        let layout = menuLayout
        context.saveGState()
        context.setShadow(offset: CGSize(width: 0, height: 8), blur: 40, color: Color(white: 0, alpha: 0.16))
        context.setFillColor(.secondarySystemGroupedBackground)
        context.addPath(BezierPath(roundedRect: layout.platter, cornerRadius: MenuLayout.cornerRadius))
        context.fillPath()
        context.restoreGState()
        context.setFillColor(.separator)
        for separator in layout.separators { context.fill(separator) }
        for row in layout.rows { draw(row, layout: layout, in: context) }
    }

    private func draw(_ row: MenuLayout.Row, layout: MenuLayout, in context: GraphicsContext) {
        let frame = row.frame
        var textX = frame.minX + MenuLayout.horizontalPadding
        let textWidth = { (trailing: CGFloat) in max(1, frame.maxX - MenuLayout.horizontalPadding - trailing - textX) }
        switch row.content {
        case .header(let title):
            drawText(title, subtitle: nil, font: MenuLayout.headerFont, color: .secondaryLabel,
                     x: textX, width: textWidth(0), in: frame, context: context)
        case .loading:
            if layout.hasLeadingColumn { textX += MenuLayout.leadingColumn }
            drawText("Loading…", subtitle: nil, font: MenuLayout.titleFont, color: .secondaryLabel,
                     x: textX, width: textWidth(0), in: frame, context: context)
        case .action(let action):
            let color: Color = action.attributes.contains(.disabled) ? .tertiaryLabel
                : action.attributes.contains(.destructive) ? .systemRed : .label
            if layout.hasLeadingColumn {
                let mark: Image? = switch action.state {
                case .on: Image(systemName: "checkmark", withConfiguration: .init(pointSize: 15, weight: .semibold))
                case .mixed: Image(systemName: "minus", withConfiguration: .init(pointSize: 15, weight: .semibold))
                case .off: action.image
                }
                if let mark { drawGlyph(mark, color: color, centredIn: leadingColumn(of: frame), context: context) }
                textX += MenuLayout.leadingColumn
            }
            drawText(action.title, subtitle: action.subtitle, font: MenuLayout.titleFont, color: color,
                     x: textX, width: textWidth(0), in: frame, context: context)
        case .submenu(let submenu):
            let color: Color = submenu.options.contains(.destructive) ? .systemRed : .label
            if layout.hasLeadingColumn {
                if let image = submenu.image {
                    drawGlyph(image, color: color, centredIn: leadingColumn(of: frame), context: context)
                }
                textX += MenuLayout.leadingColumn
            }
            if let chevron = Image(systemName: "chevron.right", withConfiguration: .init(pointSize: 15, weight: .semibold)) {
                let box = CGRect(x: frame.maxX - MenuLayout.horizontalPadding - chevron.size.width, y: frame.minY,
                                 width: chevron.size.width, height: frame.height)
                drawGlyph(chevron, color: .tertiaryLabel, centredIn: box, context: context)
            }
            drawText(submenu.title, subtitle: submenu.subtitle, font: MenuLayout.titleFont, color: color,
                     x: textX, width: textWidth(24), in: frame, context: context)
        }
    }

    private func leadingColumn(of frame: CGRect) -> CGRect {
        CGRect(x: frame.minX + MenuLayout.horizontalPadding - 4, y: frame.minY, width: 24, height: frame.height)
    }

    /// Draws a title, and a subtitle under it, truncated to `width`, the pair centred
    /// down the row.
    private func drawText(_ title: String, subtitle: String?, font: Font, color: Color, x: CGFloat, width: CGFloat,
                          in frame: CGRect, context: GraphicsContext) {
        func layout(_ string: String, _ font: Font, _ color: Color) -> TextLayout {
            TextLayout(string, attributes: TextAttributes(
                font: font, foregroundColor: color,
                paragraphStyle: ParagraphStyle(alignment: .left, lineBreakMode: .byTruncatingTail)),
                containerSize: CGSize(width: width, height: TextLayout.unboundedSize.height), numberOfLines: 1)
        }
        let titleText = layout(title, font, color)
        let subtitleText = subtitle.flatMap { $0.isEmpty ? nil : layout($0, MenuLayout.subtitleFont, .secondaryLabel) }
        let height = titleText.size.height + (subtitleText?.size.height ?? 0)
        let top = frame.midY - height / 2
        context.draw(titleText, at: snappedToPixels(CGPoint(x: x, y: top)))
        if let subtitleText { context.draw(subtitleText, at: snappedToPixels(CGPoint(x: x, y: top + titleText.size.height))) }
    }

    /// Draws an image centred in `box`, a template in `color` unless it is made
    /// `.alwaysOriginal`.
    private func drawGlyph(_ image: Image, color: Color, centredIn box: CGRect, context: GraphicsContext) {
        let sized = image.isSymbolImage ? image.withConfiguration(.init(font: MenuLayout.titleFont)) : image
        let shown = sized.renderingMode == .alwaysOriginal ? sized
            : sized.withRenderingMode(.alwaysTemplate).rendered(scale: contentScaleFactor, tint: color, traits: traitCollection)
        let origin = snappedToPixels(CGPoint(x: box.midX - shown.size.width / 2, y: box.midY - shown.size.height / 2))
        context.draw(shown, in: CGRect(origin: origin, size: shown.size))
    }


    // MARK: Taps

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let location = touches.first?.location(in: self) else { return }
        let layout = menuLayout
        guard layout.platter.contains(location) else { return close() }
        switch layout.row(at: location)?.content {
        case .action(let action)?:
            choose(action)
        case .submenu(let submenu)?:
            Trace.record(TraceEvent("menu", message: "open \(submenu.title)"))
            show(submenu)
        default:
            break
        }
    }

    /// Runs a chosen action: closes the menu (unless the action keeps it presented),
    /// updates the selection (of its single-selection menu, or of a pop-up button's
    /// menu), then calls the handler with
    /// the menu's owner as the sender.
    private func choose(_ action: ControlAction) {
        guard !action.attributes.contains(.disabled) else { return }
        Trace.record(TraceEvent("menuAction", message: action.title))
        if action.attributes.contains(.keepsMenuPresented) {
            setNeedsDisplay()
        } else {
            close()
        }
        if selectsOneAction {
            for other in rootMenu.actions { other.state = other === action ? .on : .off }
        } else {
            rootMenu.select(action)
        }
        action.perform(sender: sender)
        actionWasChosen(action)
    }

    /// Closes the menu: it stops taking touches and being the window's menu at once,
    /// and leaves the window once it has shrunk away.
    func close() {
        guard !isClosing else { return }
        Trace.record(TraceEvent("menu", message: "close \(rootMenu.title)"))
        isClosing = true
        isUserInteractionEnabled = false
        willClose?()
        willClose = nil
        animateClosing()
    }
}
