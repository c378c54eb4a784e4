import EaselGraphics
import Foundation

/// Where an alert's parts go, with UIKit's iPhone metrics (iOS 13 to 18's alert and
/// action sheet, from Apple's design resources; iOS 26's redesign is not modelled):
///
/// - **Alert**: a 270-point box centred in the safe area, corners of 14 points; the
///   title in 17-point semibold and the message in 13-point regular, centred, 16 points
///   from the sides, 20 points from the top, 2 points apart, 20 points above the
///   buttons; text fields under the message (16 points from the top without one), 30
///   points each in one box with hairlines between them, 16 points from the sides and
///   16 points above the buttons, their 13-point text 6 points inside the box (Easel's
///   figures for UIKit's alert text fields, estimated from screenshots); 44-point buttons under a hairline, two side by side (the cancel action on
///   the leading side) when each title fits its half, else stacked with the cancel
///   action last; titles in 17-point `systemBlue`, semibold for the preferred action
///   (or the cancel action when none is preferred), `systemRed` when destructive.
/// - **Action sheet**: as wide as the safe area less 8 points on each side, its bottom
///   8 points above the safe area's bottom; the title (13-point semibold) and message
///   (13-point regular) in `secondaryLabel`, 14 points from the top and above the
///   buttons; 57-point buttons with 20-point titles; the cancel action in a group of its
///   own 8 points under the others, semibold.
struct AlertLayout {
    /// One button.
    struct Button {
        let action: AlertAction
        let frame: CGRect
        let font: Font
        let color: Color
    }

    /// The rounded boxes: the alert, or the sheet's main group and its cancel group.
    let boxes: [CGRect]
    let title: (layout: TextLayout, origin: CGPoint)?
    let message: (layout: TextLayout, origin: CGPoint)?
    let buttons: [Button]
    /// The hairlines between the header and the buttons and between buttons.
    let separators: [CGRect]
    /// The box behind the text fields, if any, and each field's frame in it.
    let textFieldBox: CGRect?
    let textFields: [CGRect]

    static let cornerRadius: CGFloat = 14
    static let alertWidth: CGFloat = 270
    static let textFieldHeight: CGFloat = 30
    static let textFieldFont = Font.systemFont(ofSize: 13)

    init(alert: AlertController, in bounds: CGRect, safeArea: EdgeInsets, scale: CGFloat) {
        func snap(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let isSheet = alert.preferredStyle == .actionSheet
        let hairline = 1 / scale
        let safe = bounds.inset(by: safeArea)
        let width = isSheet ? safe.width - 16 : Self.alertWidth
        let textWidth = width - 32
        let headerFonts = isSheet
            ? (Font.systemFont(ofSize: 13, weight: .semibold), Font.systemFont(ofSize: 13))
            : (Font.systemFont(ofSize: 17, weight: .semibold), Font.systemFont(ofSize: 13))
        let headerColor: Color = isSheet ? .secondaryLabel : .label
        func text(_ string: String?, _ font: Font) -> TextLayout? {
            guard let string, !string.isEmpty else { return nil }
            return TextLayout(string, attributes: TextAttributes(
                font: font, foregroundColor: headerColor,
                paragraphStyle: ParagraphStyle(alignment: .center, lineBreakMode: .byWordWrapping)),
                containerSize: CGSize(width: textWidth, height: TextLayout.unboundedSize.height), numberOfLines: 0)
        }
        let titleText = text(alert.title, headerFonts.0)
        let messageText = text(alert.message, headerFonts.1)
        let padding: CGFloat = isSheet ? 14 : 20
        let textHeight = (titleText == nil && messageText == nil) ? 0
            : padding + (titleText?.size.height ?? 0) + (titleText != nil && messageText != nil ? 2 : 0)
                + (messageText?.size.height ?? 0) + padding
        let fieldCount = CGFloat(isSheet ? 0 : alert.textFields?.count ?? 0)
        let fieldsTop = textHeight > 0 ? textHeight : 16
        let headerHeight = fieldCount == 0 ? textHeight : fieldsTop + fieldCount * Self.textFieldHeight + 16

        // Buttons: in a sheet the cancel action goes to its own group; in an alert of two
        // it goes to the leading side, of more it goes last.
        let cancel = alert.actions.first { $0.style == .cancel }
        let others = alert.actions.filter { $0.style != .cancel }
        let rowHeight: CGFloat = isSheet ? 57 : 44
        let buttonSize: CGFloat = isSheet ? 20 : 17
        let emphasised = alert.preferredAction ?? (isSheet ? nil : cancel)
        func font(_ action: AlertAction) -> Font {
            action === emphasised || (isSheet && action.style == .cancel)
                ? Font.systemFont(ofSize: buttonSize, weight: .semibold) : Font.systemFont(ofSize: buttonSize)
        }
        func color(_ action: AlertAction) -> Color {
            !action.isEnabled ? .secondaryLabel : action.style == .destructive ? .systemRed : .systemBlue
        }
        let ordered = isSheet ? others : (alert.actions.count == 2 ? [cancel].compactMap { $0 } + others
                                                                   : others + [cancel].compactMap { $0 })
        let sideBySide = !isSheet && ordered.count == 2 && ordered.allSatisfy { action in
            TextLayout(action.title ?? "", attributes: TextAttributes(font: font(action))).size.width
                <= width / 2 - 16
        }
        let rows = sideBySide ? 1 : ordered.count
        let mainHeight = headerHeight + CGFloat(rows) * rowHeight
        let cancelGroup = isSheet && cancel != nil

        // The boxes.
        let main: CGRect
        var cancelBox: CGRect?
        if isSheet {
            let bottom = safe.maxY - 8
            if cancelGroup {
                cancelBox = CGRect(x: safe.minX + 8, y: bottom - rowHeight, width: width, height: rowHeight)
            }
            let mainBottom = (cancelBox?.minY).map { $0 - 8 } ?? bottom
            main = CGRect(x: safe.minX + 8, y: mainBottom - mainHeight, width: width, height: mainHeight)
        } else {
            main = CGRect(x: snap(safe.midX - width / 2), y: snap(safe.midY - mainHeight / 2), width: width,
                          height: mainHeight)
        }
        boxes = [main] + [cancelBox].compactMap { $0 }

        let titleY = main.minY + padding
        let messageY = titleY + (titleText.map { $0.size.height + 2 } ?? 0)
        // The texts are laid out centred in the width between the side paddings.
        title = titleText.map { ($0, CGPoint(x: main.minX + 16, y: snap(titleY))) }
        message = messageText.map { ($0, CGPoint(x: main.minX + 16, y: snap(messageY))) }

        var buttons: [Button] = []
        var separators: [CGRect] = []
        if fieldCount > 0 {
            let box = CGRect(x: main.minX + 16, y: main.minY + fieldsTop, width: width - 32,
                             height: fieldCount * Self.textFieldHeight)
            textFieldBox = box
            textFields = (0..<Int(fieldCount)).map { index in
                CGRect(x: box.minX + 6, y: box.minY + CGFloat(index) * Self.textFieldHeight, width: box.width - 12,
                       height: Self.textFieldHeight)
            }
            for index in 1..<Int(fieldCount) {
                separators.append(CGRect(x: box.minX, y: box.minY + CGFloat(index) * Self.textFieldHeight,
                                         width: box.width, height: hairline))
            }
        } else {
            textFieldBox = nil
            textFields = []
        }
        let buttonsTop = main.minY + headerHeight
        if sideBySide {
            let half = width / 2
            for (index, action) in ordered.enumerated() {
                buttons.append(Button(action: action, frame: CGRect(x: main.minX + half * CGFloat(index), y: buttonsTop,
                                                                    width: half, height: rowHeight),
                                      font: font(action), color: color(action)))
            }
            separators.append(CGRect(x: main.minX + half, y: buttonsTop, width: hairline, height: rowHeight))
        } else {
            for (index, action) in ordered.enumerated() {
                buttons.append(Button(action: action, frame: CGRect(x: main.minX, y: buttonsTop + rowHeight * CGFloat(index),
                                                                    width: width, height: rowHeight),
                                      font: font(action), color: color(action)))
            }
        }
        // A hairline above every row of buttons but a first one with no header above it.
        for index in 0..<rows where index > 0 || headerHeight > 0 {
            separators.append(CGRect(x: main.minX, y: buttonsTop + rowHeight * CGFloat(index), width: width,
                                     height: hairline))
        }
        if let cancel, let cancelBox {
            buttons.append(Button(action: cancel, frame: cancelBox, font: font(cancel), color: color(cancel)))
        }
        self.buttons = buttons
        self.separators = separators
    }
}
