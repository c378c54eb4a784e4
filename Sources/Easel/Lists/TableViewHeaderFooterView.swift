import EaselGraphics
import Foundation

/// A section's header or footer, like `UITableViewHeaderFooterView`: the view a table
/// shows for a section's title, with the title in `textLabel` between the cells' side
/// margins. In a grouped table the title is in the footnote style, `secondaryLabel`,
/// and a header's is upper-cased; in a plain table a header's title is in the
/// headline style on the table's background.
///
/// A table makes views of a registered class with `init(reuseIdentifier:)`, through the
/// subclass's override of it, as on iOS (see `RegisteredViews`).
@preconcurrency @MainActor
open class TableViewHeaderFooterView: View {
    /// Where in the table the view stands.
    enum Placement {
        case header, footer
    }

    /// The view your own subviews go in, filling the view, like
    /// `UITableViewHeaderFooterView.contentView`.
    public let contentView = View(frame: .zero)
    /// The label of the title, in the content view, like
    /// `UITableViewHeaderFooterView.textLabel` (optional there, as here; always a label).
    public var textLabel: Label? { titleLabel }
    /// The label of the title.
    let titleLabel = Label(frame: .zero)
    /// The reuse identifier, like `UITableViewHeaderFooterView.reuseIdentifier`.
    public let reuseIdentifier: String?
    /// The background drawn behind the content, like
    /// `UITableViewHeaderFooterView.backgroundConfiguration` (`nil` by default: a plain
    /// table's header is on `systemBackground`); it covers the view's
    /// `backgroundColor`.
    open var backgroundConfiguration: BackgroundConfiguration? {
        didSet { backgroundSlot.show(backgroundConfiguration, in: self) }
    }
    /// Whether a change of the view's state updates `backgroundConfiguration`, like
    /// `UITableViewHeaderFooterView.automaticallyUpdatesBackgroundConfiguration`
    /// (`true`): kept; a header or footer is never selected or highlighted, and Easel
    /// updates its configuration for no other state.
    open var automaticallyUpdatesBackgroundConfiguration = true
    private var backgroundSlot = ConfiguredBackgroundSlot()

    /// Where the view stands and in what style, set by the table before it shows it.
    var placement = Placement.header
    var tableStyle = TableView.Style.plain
    var isFirstSection = false

    /// A view for `reuseIdentifier`, like
    /// `UITableViewHeaderFooterView(reuseIdentifier:)`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        titleLabel.numberOfLines = 0
        titleLabel.adjustsFontForContentSizeCategory = true
        addSubview(contentView)
        contentView.addSubview(titleLabel)
    }

    /// A view without a reuse identifier, like `UITableViewHeaderFooterView(frame:)` (and
    /// `UITableViewHeaderFooterView()`). A subclass that overrides the designated
    /// initializers inherits it.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Readies a view taken from the reuse pool, like
    /// `UITableViewHeaderFooterView.prepareForReuse()`. Override it to reset your
    /// content (call super).
    open func prepareForReuse() {}

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// Shows `title` as a header or footer of a table of `style`.
    func configure(title: String, placement: Placement, style: TableView.Style, isFirstSection: Bool) {
        self.placement = placement
        tableStyle = style
        self.isFirstSection = isFirstSection
        let grouped = style != .plain
        titleLabel.font = Self.font(grouped: grouped, traits: traitCollection)
        titleLabel.textColor = grouped ? .secondaryLabel : .label
        titleLabel.text = grouped && placement == .header ? title.uppercased() : title
        backgroundColor = grouped ? nil : .systemBackground
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundSlot.view?.frame = bounds
        let padding = Self.padding(placement: placement, style: tableStyle, isFirstSection: isFirstSection)
        let margin = TableStyleMetrics.sideMargin(for: traitCollection)
        let inset = tableStyle == .insetGrouped ? TableStyleMetrics.insetGroupedSideInset(for: traitCollection) : 0
        let width = max(0, bounds.width - 2 * (margin + inset))
        let height = titleLabel.sizeThatFits(CGSize(width: width, height: 0)).height
        titleLabel.frame = CGRect(x: margin + inset, y: bounds.height - padding.bottom - height, width: width, height: height)
    }

    /// The height that fits `title` in a table `width` wide.
    static func height(title: String, placement: Placement, style: TableView.Style, isFirstSection: Bool,
                       width: CGFloat, traits: TraitCollection) -> CGFloat {
        let grouped = style != .plain
        let margin = TableStyleMetrics.sideMargin(for: traits)
        let inset = style == .insetGrouped ? TableStyleMetrics.insetGroupedSideInset(for: traits) : 0
        let text = grouped && placement == .header ? title.uppercased() : title
        let attributes = TextAttributes(font: font(grouped: grouped, traits: traits))
        let layout = TextLayout(text, attributes: attributes,
                                containerSize: CGSize(width: max(1, width - 2 * (margin + inset)), height: TextLayout.unboundedSize.height))
        let padding = padding(placement: placement, style: style, isFirstSection: isFirstSection)
        return (padding.top + layout.size.height + padding.bottom).rounded(.up)
    }

    private static func font(grouped: Bool, traits: TraitCollection) -> Font {
        grouped ? TableStyleMetrics.groupedTitleFont(for: traits) : TableStyleMetrics.plainTitleFont(for: traits)
    }

    private static func padding(placement: Placement, style: TableView.Style, isFirstSection: Bool) -> (top: CGFloat, bottom: CGFloat) {
        guard style != .plain else { return (TableStyleMetrics.plainHeaderTitlePadding, TableStyleMetrics.plainHeaderTitlePadding) }
        switch placement {
        case .header:
            let padding = TableStyleMetrics.groupedHeaderTitlePadding
            return (padding.top + (isFirstSection ? TableStyleMetrics.groupedEmptyHeaderHeight : 0), padding.bottom)
        case .footer:
            return TableStyleMetrics.groupedFooterTitlePadding
        }
    }
}
