import Easel
import EaselGraphics
import Foundation

/// One key a view can have: its name, the classes that have it, and how its value
/// is read. The table `PropertySpec.all` is the schema of a view's properties; its
/// order is the order properties are applied in.
struct PropertySpec: Sendable {
    /// The key, as scenes write it (UIKit's property name).
    let key: String
    /// The classes that have the key; empty for every class.
    let classes: [ViewClass]
    /// Reads the value; `nil` when there is nothing to apply (a problem is recorded
    /// if the value was bad).
    let decode: @Sendable (SceneDecoder, SceneNode, ScenePath) -> ViewProperty?

    /// Whether views of `viewClass` have this key.
    func applies(to viewClass: ViewClass) -> Bool { classes.isEmpty || classes.contains(viewClass) }

    /// The specs of every key, in application order.
    static let all: [PropertySpec] = [
        PropertySpec(key: "traits", classes: []) { $0.traitOverrides($1, $2).map(ViewProperty.traitOverrides) },
        PropertySpec(key: "frame", classes: []) { $0.rect($1, $2).map(ViewProperty.frame) },
        PropertySpec(key: "backgroundColor", classes: []) { $0.color($1, $2).map(ViewProperty.backgroundColor) },
        PropertySpec(key: "alpha", classes: []) { $0.number($1, $2, .unit).map(ViewProperty.alpha) },
        PropertySpec(key: "hidden", classes: []) { $0.bool($1, $2).map(ViewProperty.isHidden) },
        PropertySpec(key: "opaque", classes: []) { $0.bool($1, $2).map(ViewProperty.isOpaque) },
        PropertySpec(key: "clipsToBounds", classes: []) { $0.bool($1, $2).map(ViewProperty.clipsToBounds) },
        PropertySpec(key: "cornerRadius", classes: []) { $0.number($1, $2, .nonNegative).map(ViewProperty.cornerRadius) },
        PropertySpec(key: "borderWidth", classes: []) { $0.number($1, $2, .nonNegative).map(ViewProperty.borderWidth) },
        PropertySpec(key: "borderColor", classes: []) { $0.color($1, $2).map(ViewProperty.borderColor) },
        PropertySpec(key: "shadowColor", classes: []) { $0.color($1, $2).map(ViewProperty.shadowColor) },
        PropertySpec(key: "shadowOpacity", classes: []) { $0.number($1, $2, .unit).map { .shadowOpacity(Float($0)) } },
        PropertySpec(key: "shadowOffset", classes: []) { $0.size($1, $2, allowsNegative: true).map(ViewProperty.shadowOffset) },
        PropertySpec(key: "shadowRadius", classes: []) { $0.number($1, $2, .nonNegative).map(ViewProperty.shadowRadius) },
        PropertySpec(key: "transform", classes: []) { $0.transform($1, $2).map(ViewProperty.transform) },
        PropertySpec(key: "contentMode", classes: []) {
            $0.name($1, $2, category: "content mode", EnumNames.contentModes).map(ViewProperty.contentMode)
        },
        PropertySpec(key: "autoresizingMask", classes: []) { $0.autoresizingMask($1, $2).map(ViewProperty.autoresizingMask) },
        PropertySpec(key: "autoresizesSubviews", classes: []) { $0.bool($1, $2).map(ViewProperty.autoresizesSubviews) },
        PropertySpec(key: "userInteractionEnabled", classes: []) { $0.bool($1, $2).map(ViewProperty.isUserInteractionEnabled) },
        PropertySpec(key: "tag", classes: []) { $0.integer($1, $2).map(ViewProperty.tag) },
        PropertySpec(key: "text", classes: [.label, .textField, .textView, .searchBar]) { $0.text($1, $2).map(ViewProperty.text) },
        PropertySpec(key: "font", classes: [.label, .textField, .textView]) { $0.font($1, $2).map(ViewProperty.font) },
        PropertySpec(key: "adjustsFontForContentSizeCategory", classes: [.label]) {
            $0.bool($1, $2).map(ViewProperty.adjustsFontForContentSizeCategory)
        },
        PropertySpec(key: "textColor", classes: [.label, .textField, .textView]) { $0.color($1, $2).map(ViewProperty.textColor) },
        PropertySpec(key: "textAlignment", classes: [.label, .textField, .textView]) {
            $0.name($1, $2, category: "text alignment", EnumNames.textAlignments).map(ViewProperty.textAlignment)
        },
        PropertySpec(key: "numberOfLines", classes: [.label]) { $0.integer($1, $2, minimum: 0).map(ViewProperty.numberOfLines) },
        PropertySpec(key: "lineBreakMode", classes: [.label]) {
            $0.name($1, $2, category: "line break mode", EnumNames.lineBreakModes).map(ViewProperty.lineBreakMode)
        },
        PropertySpec(key: "image", classes: [.imageView]) { $0.image($1, $2).map(ViewProperty.image) },
        PropertySpec(key: "draw", classes: [.canvas]) { $0.drawing($1, $2).map(ViewProperty.drawing) },
        PropertySpec(key: "axis", classes: [.stackView]) { $0.name($1, $2, category: "axis", EnumNames.axes).map(ViewProperty.axis) },
        PropertySpec(key: "distribution", classes: [.stackView]) {
            $0.name($1, $2, category: "distribution", EnumNames.stackDistributions).map(ViewProperty.distribution)
        },
        PropertySpec(key: "alignment", classes: [.stackView]) {
            $0.name($1, $2, category: "alignment", EnumNames.stackAlignments).map(ViewProperty.alignment)
        },
        PropertySpec(key: "spacing", classes: [.stackView]) { $0.number($1, $2).map(ViewProperty.spacing) },
        PropertySpec(key: "isLayoutMarginsRelativeArrangement", classes: [.stackView]) {
            $0.bool($1, $2).map(ViewProperty.isLayoutMarginsRelativeArrangement)
        },
        // The offset after the size and inset it is usually read against.
        PropertySpec(key: "contentSize", classes: [.scrollView]) { $0.size($1, $2).map(ViewProperty.contentSize) },
        PropertySpec(key: "contentInset", classes: [.scrollView]) { $0.insets($1, $2).map(ViewProperty.contentInset) },
        PropertySpec(key: "contentOffset", classes: [.scrollView]) { $0.point($1, $2).map(ViewProperty.contentOffset) },
        PropertySpec(key: "isScrollEnabled", classes: [.scrollView]) { $0.bool($1, $2).map(ViewProperty.isScrollEnabled) },
        PropertySpec(key: "bounces", classes: [.scrollView]) { $0.bool($1, $2).map(ViewProperty.bounces) },
        PropertySpec(key: "alwaysBounceVertical", classes: [.scrollView]) {
            $0.bool($1, $2).map(ViewProperty.alwaysBounceVertical)
        },
        PropertySpec(key: "alwaysBounceHorizontal", classes: [.scrollView]) {
            $0.bool($1, $2).map(ViewProperty.alwaysBounceHorizontal)
        },
        PropertySpec(key: "isPagingEnabled", classes: [.scrollView]) { $0.bool($1, $2).map(ViewProperty.isPagingEnabled) },
        PropertySpec(key: "showsVerticalScrollIndicator", classes: [.scrollView]) {
            $0.bool($1, $2).map(ViewProperty.showsVerticalScrollIndicator)
        },
        PropertySpec(key: "showsHorizontalScrollIndicator", classes: [.scrollView]) {
            $0.bool($1, $2).map(ViewProperty.showsHorizontalScrollIndicator)
        },
        // The configuration before the content it shows.
        PropertySpec(key: "configuration", classes: [.button]) {
            $0.name($1, $2, category: "button configuration", EnumNames.buttonConfigurations).map(ViewProperty.buttonConfiguration)
        },
        PropertySpec(key: "title", classes: [.button]) { $0.text($1, $2).map(ViewProperty.title) },
        PropertySpec(key: "titles", classes: [.button]) { decoder, node, path in
            decoder.perState(node, path) { decoder.text($0, $1) }.map(ViewProperty.titles)
        },
        PropertySpec(key: "titleColors", classes: [.button]) { decoder, node, path in
            decoder.perState(node, path) { decoder.color($0, $1) }.map(ViewProperty.titleColors)
        },
        PropertySpec(key: "images", classes: [.button]) { decoder, node, path in
            decoder.perState(node, path) { decoder.name($0, $1, category: "SF Symbol", EnumNames.symbolNames) }
                .map(ViewProperty.images)
        },
        PropertySpec(key: "subtitle", classes: [.button]) { $0.text($1, $2).map(ViewProperty.subtitle) },
        PropertySpec(key: "systemImage", classes: [.button, .imageView]) {
            $0.name($1, $2, category: "SF Symbol", EnumNames.symbolNames).map(ViewProperty.systemImage)
        },
        // The menu before the pop-up setting that selects in it.
        PropertySpec(key: "menu", classes: [.button]) { $0.menuItems($1, $2).map(ViewProperty.menu) },
        PropertySpec(key: "changesSelectionAsPrimaryAction", classes: [.button]) {
            $0.bool($1, $2).map(ViewProperty.changesSelectionAsPrimaryAction)
        },
        PropertySpec(key: "tintColor", classes: []) { $0.color($1, $2).map(ViewProperty.tintColor) },
        PropertySpec(key: "enabled", classes: ViewClass.controls) { $0.bool($1, $2).map(ViewProperty.isEnabled) },
        PropertySpec(key: "selected", classes: ViewClass.controls) { $0.bool($1, $2).map(ViewProperty.isSelected) },
        PropertySpec(key: "highlighted", classes: ViewClass.controls) { $0.bool($1, $2).map(ViewProperty.isHighlighted) },
        PropertySpec(key: "actions", classes: ViewClass.controls) { $0.controlActions($1, $2).map(ViewProperty.controlActions) },
        PropertySpec(key: "on", classes: [.switch]) { $0.bool($1, $2).map(ViewProperty.isOn) },
        PropertySpec(key: "onTintColor", classes: [.switch]) { $0.color($1, $2).map(ViewProperty.onTintColor) },
        PropertySpec(key: "thumbTintColor", classes: [.switch, .slider]) { $0.color($1, $2).map(ViewProperty.thumbTintColor) },
        // The range before the value, so the value is clamped to the scene's range.
        PropertySpec(key: "minimumValue", classes: [.slider, .stepper]) { $0.number($1, $2).map { .minimumValue(Double($0)) } },
        PropertySpec(key: "maximumValue", classes: [.slider, .stepper]) { $0.number($1, $2).map { .maximumValue(Double($0)) } },
        PropertySpec(key: "stepValue", classes: [.stepper]) { $0.number($1, $2, .positive).map { .stepValue(Double($0)) } },
        PropertySpec(key: "value", classes: [.slider, .stepper]) { $0.number($1, $2).map { .value(Double($0)) } },
        PropertySpec(key: "minimumTrackTintColor", classes: [.slider]) {
            $0.color($1, $2).map(ViewProperty.minimumTrackTintColor)
        },
        PropertySpec(key: "maximumTrackTintColor", classes: [.slider]) {
            $0.color($1, $2).map(ViewProperty.maximumTrackTintColor)
        },
        PropertySpec(key: "numberOfPages", classes: [.pageControl]) {
            $0.integer($1, $2, minimum: 0).map(ViewProperty.numberOfPages)
        },
        PropertySpec(key: "currentPage", classes: [.pageControl]) { $0.integer($1, $2, minimum: 0).map(ViewProperty.currentPage) },
        PropertySpec(key: "pageIndicatorTintColor", classes: [.pageControl]) {
            $0.color($1, $2).map(ViewProperty.pageIndicatorTintColor)
        },
        PropertySpec(key: "currentPageIndicatorTintColor", classes: [.pageControl]) {
            $0.color($1, $2).map(ViewProperty.currentPageIndicatorTintColor)
        },
        PropertySpec(key: "progressViewStyle", classes: [.progressView]) {
            $0.name($1, $2, category: "progress view style", EnumNames.progressViewStyles).map(ViewProperty.progressViewStyle)
        },
        PropertySpec(key: "progress", classes: [.progressView]) { $0.number($1, $2).map { .progress(Float($0)) } },
        PropertySpec(key: "progressTintColor", classes: [.progressView]) { $0.color($1, $2).map(ViewProperty.progressTintColor) },
        PropertySpec(key: "trackTintColor", classes: [.progressView]) { $0.color($1, $2).map(ViewProperty.trackTintColor) },
        PropertySpec(key: "style", classes: [.activityIndicatorView]) {
            $0.name($1, $2, category: "activity indicator style", EnumNames.activityIndicatorStyles)
                .map(ViewProperty.activityIndicatorStyle)
        },
        PropertySpec(key: "color", classes: [.activityIndicatorView]) { $0.color($1, $2).map(ViewProperty.color) },
        PropertySpec(key: "hidesWhenStopped", classes: [.activityIndicatorView]) {
            $0.bool($1, $2).map(ViewProperty.hidesWhenStopped)
        },
        PropertySpec(key: "animating", classes: [.activityIndicatorView]) { $0.bool($1, $2).map(ViewProperty.isAnimating) },
        // The segments before the index that selects one of them.
        PropertySpec(key: "segments", classes: [.segmentedControl]) { $0.segments($1, $2).map(ViewProperty.segments) },
        PropertySpec(key: "selectedSegmentIndex", classes: [.segmentedControl]) {
            // -1 is `UISegmentedControl.noSegment`.
            $0.integer($1, $2, minimum: -1).map(ViewProperty.selectedSegmentIndex)
        },
        PropertySpec(key: "momentary", classes: [.segmentedControl]) { $0.bool($1, $2).map(ViewProperty.isMomentary) },
        PropertySpec(key: "apportionsSegmentWidthsByContent", classes: [.segmentedControl]) {
            $0.bool($1, $2).map(ViewProperty.apportionsSegmentWidthsByContent)
        },
        PropertySpec(key: "selectedSegmentTintColor", classes: [.segmentedControl]) {
            $0.color($1, $2).map(ViewProperty.selectedSegmentTintColor)
        },
        // The range before the date, so the date is clamped to the scene's range.
        PropertySpec(key: "datePickerMode", classes: [.datePicker]) {
            $0.name($1, $2, category: "date picker mode", EnumNames.datePickerModes).map(ViewProperty.datePickerMode)
        },
        PropertySpec(key: "minimumDate", classes: [.datePicker]) { $0.date($1, $2).map(ViewProperty.minimumDate) },
        PropertySpec(key: "maximumDate", classes: [.datePicker]) { $0.date($1, $2).map(ViewProperty.maximumDate) },
        PropertySpec(key: "date", classes: [.datePicker]) { $0.date($1, $2).map(ViewProperty.date) },
        PropertySpec(key: "items", classes: [.toolbar]) { $0.barButtonItems($1, $2).map(ViewProperty.barItems) },
        // The style is the table's from its creation; the row height before the rows.
        PropertySpec(key: "style", classes: [.tableView]) {
            $0.name($1, $2, category: "table view style", EnumNames.tableStyles).map(ViewProperty.tableStyle)
        },
        PropertySpec(key: "rowHeight", classes: [.tableView]) { $0.number($1, $2, .positive).map(ViewProperty.rowHeight) },
        PropertySpec(key: "sections", classes: [.tableView]) { $0.tableSections($1, $2).map(ViewProperty.tableSections) },
        PropertySpec(key: "sectionIndexColor", classes: [.tableView]) { $0.color($1, $2).map(ViewProperty.sectionIndexColor) },
        PropertySpec(key: "sectionIndexBackgroundColor", classes: [.tableView]) {
            $0.color($1, $2).map(ViewProperty.sectionIndexBackgroundColor)
        },
        PropertySpec(key: "sectionIndexMinimumDisplayRowCount", classes: [.tableView]) {
            $0.integer($1, $2, minimum: 0).map(ViewProperty.sectionIndexMinimumDisplayRowCount)
        },
        // The appearance before the sections, whose layout it makes.
        PropertySpec(key: "listAppearance", classes: [.collectionView]) {
            $0.name($1, $2, category: "list appearance", EnumNames.listAppearances).map(ViewProperty.listAppearance)
        },
        PropertySpec(key: "sections", classes: [.collectionView]) { $0.collectionSections($1, $2) },
        PropertySpec(key: "editable", classes: [.textView]) { $0.bool($1, $2).map(ViewProperty.isEditable) },
        PropertySpec(key: "placeholder", classes: [.textField, .searchBar]) { $0.string($1, $2).map(ViewProperty.placeholder) },
        PropertySpec(key: "borderStyle", classes: [.textField]) {
            $0.name($1, $2, category: "text field border style", EnumNames.textBorderStyles).map(ViewProperty.borderStyle)
        },
        PropertySpec(key: "secure", classes: [.textField]) { $0.bool($1, $2).map(ViewProperty.isSecureTextEntry) },
        PropertySpec(key: "clearButton", classes: [.textField]) {
            $0.name($1, $2, category: "clear button mode", EnumNames.textFieldViewModes).map(ViewProperty.clearButtonMode)
        },
        PropertySpec(key: "searchBarStyle", classes: [.searchBar]) {
            $0.name($1, $2, category: "search bar style", EnumNames.searchBarStyles).map(ViewProperty.searchBarStyle)
        },
        PropertySpec(key: "showsCancelButton", classes: [.searchBar]) { $0.bool($1, $2).map(ViewProperty.showsCancelButton) },
        PropertySpec(key: "translatesAutoresizingMaskIntoConstraints", classes: []) {
            $0.bool($1, $2).map(ViewProperty.translatesAutoresizingMaskIntoConstraints)
        },
        PropertySpec(key: "hugging", classes: []) { $0.axisPriorities($1, $2).map(ViewProperty.hugging) },
        PropertySpec(key: "compressionResistance", classes: []) {
            $0.axisPriorities($1, $2).map(ViewProperty.compressionResistance)
        },
        PropertySpec(key: "constraints", classes: []) { $0.constraints($1, $2).map(ViewProperty.constraints) },
        PropertySpec(key: "sizeToFit", classes: []) { $0.bool($1, $2) == true ? .sizeToFit : nil },
    ]
}
