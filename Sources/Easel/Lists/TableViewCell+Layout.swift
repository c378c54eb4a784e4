import EaselGraphics
import Foundation

/// Where a cell's parts go, and how tall it wants to be.
///
/// The parts are placed from the cell's leading edge, and in a right-to-left layout
/// each is mirrored within the cell as UIKit mirrors them: the editing control and the
/// content at the right, the image at the right of the content with the text ending at
/// it, value1's detail text at the left, the accessory and the reorder grip at the left,
/// and the separator's insets counted from the right.
extension TableViewCell {
    /// Lays out the editing controls, the accessory, the content view and its built-in
    /// parts, and the separator.
    func layoutParts() {
        layoutEditingControls()
        let indexInsets = directionalSectionIndexInsets
        let trailingEdge = bounds.width - reorderControlWidth - indexInsets.trailing
        let accessory = layoutAccessory(trailingEdge: trailingEdge)
        let leadingEdge = indexInsets.leading + editingIndent
        contentView.frame = directional(CGRect(x: leadingEdge, y: 0, width: max(0, (accessory?.minX ?? trailingEdge) - leadingEdge),
                                               height: bounds.height))
        backgroundView?.frame = bounds
        backgroundSlot.view?.frame = bounds
        updateSelectionLook()
        if let configuredContentView {
            configuredContentView.frame = contentView.bounds
        }
        if cellStyle == .value2 {
            // The narrow text column lines up with the detail text at its trailing side.
            builtInTextLabel?.textAlignment = isRightToLeft ? .left : .right
        }
        let frames = builtInLayout(hasAccessory: accessory != nil)
            .frames(in: contentView.bounds, text: builtInTextLabel, secondary: builtInDetailLabel)
        builtInImageView?.frame = frames.image
        builtInTextLabel?.frame = frames.text
        builtInDetailLabel?.frame = frames.secondary
        layoutSeparator()
    }

    /// The frame of the drawn accessory's info button in the cell, while it shows one.
    var accessoryButtonFrame: CGRect? {
        guard let drawing = accessoryDrawing, drawing.superview === self, let button = drawing.infoButtonFrame
        else { return nil }
        return drawing.convert(button, to: self as View?)
    }

    /// `frame`, given as a left-to-right layout places it in the cell, mirrored within
    /// the cell in a right-to-left layout.
    func directional(_ frame: CGRect) -> CGRect {
        guard isRightToLeft else { return frame }
        return CGRect(x: bounds.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }

    /// How far the table's section index narrows the cell at its leading and trailing
    /// sides (the index stands at the table's right edge, or its left one).
    private var directionalSectionIndexInsets: (leading: CGFloat, trailing: CGFloat) {
        isRightToLeft ? (sectionIndexInsets.right, sectionIndexInsets.left) : (sectionIndexInsets.left, sectionIndexInsets.right)
    }

    /// Places the accessory view or the drawn accessory a margin before `trailingEdge`,
    /// vertically centered, and returns its frame as a left-to-right layout places it
    /// (`nil` without one).
    private func layoutAccessory(trailingEdge: CGFloat) -> CGRect? {
        let margin = sideMargin
        accessoryView?.isHidden = shownAccessoryView == nil
        let accessory: View
        let size: CGSize
        if let accessoryView = shownAccessoryView {
            accessoryDrawing?.removeFromSuperview()
            accessory = accessoryView
            size = accessoryView.frame.size
        } else {
            let accessoryType = shownAccessoryType
            guard accessoryType != .none else {
                accessoryDrawing?.removeFromSuperview()
                return nil
            }
            let drawing = accessoryDrawing ?? TableViewCellAccessoryView(type: accessoryType)
            drawing.type = accessoryType
            accessoryDrawing = drawing
            if drawing.superview !== self { addSubview(drawing) }
            accessory = drawing
            size = TableViewCellAccessoryView.size(of: accessoryType)
        }
        let frame = CGRect(x: trailingEdge - margin - size.width, y: ((bounds.height - size.height) / 2).rounded(),
                           width: size.width, height: size.height)
        accessory.frame = directional(frame)
        return frame
    }

    /// The layout of the built-in labels: the style's arrangement between the side
    /// margins (8 points before an accessory), in the cell's layout direction.
    private func builtInLayout(hasAccessory: Bool) -> ListContentLayout {
        let arrangement: ListContentLayout.Arrangement = switch cellStyle {
        case .default: .single
        case .subtitle: .stacked
        case .value1: .sideBySide
        case .value2: .value2
        }
        let margin = sideMargin
        return ListContentLayout(arrangement: arrangement.fitting(traitCollection.preferredContentSizeCategory),
                                 leadingMargin: margin + CGFloat(max(0, indentationLevel)) * indentationWidth,
                                 trailingMargin: hasAccessory ? ListContentLayout.horizontalTextPadding : margin,
                                 imageSize: builtInImageView?.image?.size,
                                 layoutDirection: effectiveUserInterfaceLayoutDirection)
    }

    /// The separator: a 1-pixel line at the bottom, from the leading inset (by default
    /// the text's leading edge) to the trailing inset.
    private func layoutSeparator() {
        guard let separatorInsets else { return separator.isHidden = true }
        separator.isHidden = false
        let (left, right) = isRightToLeft ? (separatorInsets.trailing, separatorInsets.leading)
                                          : (separatorInsets.leading, separatorInsets.trailing)
        separator.frame = ListRowDrawing.separatorFrame(in: bounds, left: left, right: right, scale: contentScaleFactor)
        bringSubviewToFront(separator)
    }

    /// How far the text starts from the cell's leading edge, which the table's default
    /// separator inset follows.
    var textLeadingEdge: CGFloat {
        let contentLeading = directionalSectionIndexInsets.leading + editingIndent
        if let view = configuredContentView as? ListContentView {
            return contentLeading + view.textLeadingEdge
        }
        let probe = CGRect(x: 0, y: 0, width: max(bounds.width, 100), height: bounds.height)
        return contentLeading + builtInLayout(hasAccessory: hasShownAccessory).textLeadingInset(in: probe, text: textLabel, secondary: nil)
    }

    /// The height of a self-sizing row `width` wide: the built-in labels' or the
    /// content configuration's fitting height, or what the content view's constraints
    /// give at that width; 44 points when nothing decides.
    func fittingHeight(width: CGFloat) -> CGFloat {
        frame.size.width = width
        let hasAccessory = hasShownAccessory
        let accessoryWidth = shownAccessoryView?.frame.width ?? TableViewCellAccessoryView.size(of: shownAccessoryType).width
        let indexInsets = directionalSectionIndexInsets
        let trailingEdge = width - reorderControlWidth - indexInsets.trailing
        let contentWidth = (hasAccessory ? trailingEdge - sideMargin - accessoryWidth
                                         : trailingEdge) - editingIndent - indexInsets.leading
        var height: CGFloat = 0
        if let configuredContentView {
            height = configuredContentView.sizeThatFits(CGSize(width: contentWidth, height: 0)).height
        } else if builtInTextLabel != nil || builtInDetailLabel != nil || builtInImageView?.image != nil {
            height = builtInLayout(hasAccessory: hasAccessory)
                .fittingHeight(width: contentWidth, text: builtInTextLabel, secondary: builtInDetailLabel)
        }
        let constrained = contentView.systemLayoutSizeFitting(CGSize(width: contentWidth, height: 0),
                                                              withHorizontalFittingPriority: .required,
                                                              verticalFittingPriority: .fittingSizeLevel).height
        height = max(height, constrained)
        return height > 0 ? height : TableStyleMetrics.defaultRowHeight
    }
}
