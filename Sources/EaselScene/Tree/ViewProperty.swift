import Easel
import EaselGraphics
import Foundation

/// One resolved property of a view, named and typed as UIKit has it.
///
/// A view's properties are kept in the order of `ViewProperty.specs` (frame first,
/// `sizeToFit` last), whatever order the file wrote them in, so that applying them
/// gives the same view for the same scene.
public enum ViewProperty: Sendable {
    // MARK: Every view
    /// `traits`, like `UIView.traitOverrides`: the appearance, content size and layout
    /// direction the view and its subviews have whatever the window's.
    case traitOverrides(TraitOverrides)
    /// `frame`, like `UIView.frame`.
    case frame(CGRect)
    /// `backgroundColor`, like `UIView.backgroundColor`.
    case backgroundColor(Color)
    /// `alpha`, like `UIView.alpha`.
    case alpha(CGFloat)
    /// `hidden`, like `UIView.isHidden`.
    case isHidden(Bool)
    /// `opaque`, like `UIView.isOpaque`.
    case isOpaque(Bool)
    /// `clipsToBounds`, like `UIView.clipsToBounds`.
    case clipsToBounds(Bool)
    /// `cornerRadius`, like `CALayer.cornerRadius`.
    case cornerRadius(CGFloat)
    /// `borderWidth`, like `CALayer.borderWidth`.
    case borderWidth(CGFloat)
    /// `borderColor`, like `CALayer.borderColor`.
    case borderColor(Color)
    /// `shadowColor`, like `CALayer.shadowColor`.
    case shadowColor(Color)
    /// `shadowOpacity`, like `CALayer.shadowOpacity`.
    case shadowOpacity(Float)
    /// `shadowOffset`, like `CALayer.shadowOffset`.
    case shadowOffset(CGSize)
    /// `shadowRadius`, like `CALayer.shadowRadius`.
    case shadowRadius(CGFloat)
    /// `transform`, like `UIView.transform`.
    case transform(Transform)
    /// `contentMode`, like `UIView.contentMode`.
    case contentMode(ContentMode)
    /// `autoresizingMask`, like `UIView.autoresizingMask`.
    case autoresizingMask(AutoresizingMask)
    /// `autoresizesSubviews`, like `UIView.autoresizesSubviews`.
    case autoresizesSubviews(Bool)
    /// `userInteractionEnabled`, like `UIView.isUserInteractionEnabled`.
    case isUserInteractionEnabled(Bool)
    /// `tag`, like `UIView.tag`.
    case tag(Int)

    // MARK: Controls and indicators
    /// `enabled`, like `UIControl.isEnabled`.
    case isEnabled(Bool)
    /// `selected`, like `UIControl.isSelected`.
    case isSelected(Bool)
    /// `highlighted`, like `UIControl.isHighlighted` (touch tracking changes it).
    case isHighlighted(Bool)
    /// `actions`: added to a control, like `addAction(_:for:)`, once the scene's
    /// stage exists (their changes act on it), in the order given.
    case controlActions([SceneControlAction])
    /// `configuration`, like `UIButton.configuration` (a style by name).
    case buttonConfiguration(Button.Configuration)
    /// `title`, like `UIButton.Configuration.title` or `UIButton.setTitle(_:for: .normal)`.
    case title(String)
    /// `titles`, like `UIButton.setTitle(_:for:)` per state.
    case titles([ControlStateValue<String>])
    /// `titleColors`, like `UIButton.setTitleColor(_:for:)` per state.
    case titleColors([ControlStateValue<Color>])
    /// `images`, like `UIButton.setImage(UIImage(systemName:), for:)` per state.
    case images([ControlStateValue<String>])
    /// `subtitle`, like `UIButton.Configuration.subtitle`.
    case subtitle(String)
    /// `systemImage`, like `UIImage(systemName:)` as a button's or image view's image.
    case systemImage(String)
    /// `menu`, like `UIButton.menu` with `showsMenuAsPrimaryAction`: a tap opens it.
    case menu([SceneMenuItem])
    /// `changesSelectionAsPrimaryAction`, like `UIButton.changesSelectionAsPrimaryAction`:
    /// with a menu, a pop-up button showing the chosen action's title.
    case changesSelectionAsPrimaryAction(Bool)
    /// `tintColor`, like `UIView.tintColor`.
    case tintColor(Color)
    /// `on`, like `UISwitch.isOn`.
    case isOn(Bool)
    /// `onTintColor`, like `UISwitch.onTintColor`.
    case onTintColor(Color)
    /// `thumbTintColor`, like `UISwitch.thumbTintColor` and `UISlider.thumbTintColor`.
    case thumbTintColor(Color)
    /// `minimumValue`, like `UISlider.minimumValue` and `UIStepper.minimumValue`.
    case minimumValue(Double)
    /// `maximumValue`, like `UISlider.maximumValue` and `UIStepper.maximumValue`.
    case maximumValue(Double)
    /// `stepValue`, like `UIStepper.stepValue`.
    case stepValue(Double)
    /// `value`, like `UISlider.value` and `UIStepper.value` (clamped to the range).
    case value(Double)
    /// `minimumTrackTintColor`, like `UISlider.minimumTrackTintColor`.
    case minimumTrackTintColor(Color)
    /// `maximumTrackTintColor`, like `UISlider.maximumTrackTintColor`.
    case maximumTrackTintColor(Color)
    /// `numberOfPages`, like `UIPageControl.numberOfPages`.
    case numberOfPages(Int)
    /// `currentPage`, like `UIPageControl.currentPage` (clamped to the pages).
    case currentPage(Int)
    /// `pageIndicatorTintColor`, like `UIPageControl.pageIndicatorTintColor`.
    case pageIndicatorTintColor(Color)
    /// `currentPageIndicatorTintColor`, like `UIPageControl.currentPageIndicatorTintColor`.
    case currentPageIndicatorTintColor(Color)
    /// `segments`, like `UISegmentedControl(items:)`: a segment per title or symbol.
    case segments([SceneSegment])
    /// `selectedSegmentIndex`, like `UISegmentedControl.selectedSegmentIndex` (-1: none).
    case selectedSegmentIndex(Int)
    /// `momentary`, like `UISegmentedControl.isMomentary`.
    case isMomentary(Bool)
    /// `apportionsSegmentWidthsByContent`, like `UISegmentedControl.apportionsSegmentWidthsByContent`.
    case apportionsSegmentWidthsByContent(Bool)
    /// `selectedSegmentTintColor`, like `UISegmentedControl.selectedSegmentTintColor`.
    case selectedSegmentTintColor(Color)
    /// `datePickerMode`, like `UIDatePicker.datePickerMode`.
    case datePickerMode(DatePicker.Mode)
    /// `minimumDate`, like `UIDatePicker.minimumDate`.
    case minimumDate(Date)
    /// `maximumDate`, like `UIDatePicker.maximumDate`.
    case maximumDate(Date)
    /// `date`, like `UIDatePicker.date` (clamped to the range).
    case date(Date)
    /// `items`, like `UIToolbar.items`.
    case barItems([SceneBarButtonItem])
    /// `searchBarStyle`, like `UISearchBar.searchBarStyle`.
    case searchBarStyle(SearchBar.Style)
    /// `showsCancelButton`, like `UISearchBar.showsCancelButton`.
    case showsCancelButton(Bool)
    /// `editable`, like `UITextView.isEditable`.
    case isEditable(Bool)
    /// `placeholder`, like `UITextField.placeholder`.
    case placeholder(String)
    /// `borderStyle`, like `UITextField.borderStyle`.
    case borderStyle(TextField.BorderStyle)
    /// `secure`, like `UITextField.isSecureTextEntry`.
    case isSecureTextEntry(Bool)
    /// `clearButton`, like `UITextField.clearButtonMode`.
    case clearButtonMode(TextField.ViewMode)
    /// `progressViewStyle`, like `UIProgressView.progressViewStyle`.
    case progressViewStyle(ProgressView.Style)
    /// `progress`, like `UIProgressView.progress` (clamped to 0…1).
    case progress(Float)
    /// `progressTintColor`, like `UIProgressView.progressTintColor`.
    case progressTintColor(Color)
    /// `trackTintColor`, like `UIProgressView.trackTintColor`.
    case trackTintColor(Color)
    /// `style`, like `UIActivityIndicatorView.style`.
    case activityIndicatorStyle(ActivityIndicatorView.Style)
    /// `color`, like `UIActivityIndicatorView.color`.
    case color(Color)
    /// `hidesWhenStopped`, like `UIActivityIndicatorView.hidesWhenStopped`.
    case hidesWhenStopped(Bool)
    /// `animating`: `startAnimating()` or `stopAnimating()`.
    case isAnimating(Bool)

    // MARK: Label
    /// `text`, like `UILabel.text`.
    case text(String)
    /// `font`, like `UILabel.font`.
    case font(Font)
    /// `adjustsFontForContentSizeCategory`, like UILabel's.
    case adjustsFontForContentSizeCategory(Bool)
    /// `textColor`, like `UILabel.textColor`.
    case textColor(Color)
    /// `textAlignment`, like `UILabel.textAlignment`.
    case textAlignment(TextAlignment)
    /// `numberOfLines`, like `UILabel.numberOfLines`.
    case numberOfLines(Int)
    /// `lineBreakMode`, like `UILabel.lineBreakMode`.
    case lineBreakMode(LineBreakMode)

    // MARK: ImageView
    /// `image`, like `UIImageView.image`.
    case image(SceneImage)

    // MARK: Lists
    /// `style`, like `UITableView(frame:style:)`'s style (`plain`).
    case tableStyle(TableView.Style)
    /// `rowHeight`, like `UITableView.rowHeight` (self-sizing rows by default).
    case rowHeight(CGFloat)
    /// `sections` of a `TableView`: its data source's sections and rows.
    case tableSections([SceneTableSection])
    /// `sectionIndexColor`, like `UITableView.sectionIndexColor` (the tint colour).
    case sectionIndexColor(Color)
    /// `sectionIndexBackgroundColor`, like `UITableView.sectionIndexBackgroundColor` (none).
    case sectionIndexBackgroundColor(Color)
    /// `sectionIndexMinimumDisplayRowCount`, like
    /// `UITableView.sectionIndexMinimumDisplayRowCount` (0).
    case sectionIndexMinimumDisplayRowCount(Int)
    /// `sections` of a `CollectionView`: its compositional layout's sections and items.
    case collectionSections([SceneCollectionSection])
    /// `listAppearance` of a `CollectionView`, like
    /// `UICollectionLayoutListConfiguration(appearance:)` (`plain`).
    case listAppearance(CollectionLayoutListConfiguration.Appearance)
    /// `sections` of a `CollectionView` with rows: its list layout's sections and rows.
    case collectionListSections([SceneTableSection])

    // MARK: Canvas
    /// `draw`: the commands a `Canvas` runs in `draw(context:rect:)`.
    case drawing([DrawCommand])

    // MARK: StackView
    /// `axis`, like `UIStackView.axis`.
    case axis(LayoutConstraint.Axis)
    /// `distribution`, like `UIStackView.distribution`.
    case distribution(StackView.Distribution)
    /// `alignment`, like `UIStackView.alignment`.
    case alignment(StackView.Alignment)
    /// `spacing`, like `UIStackView.spacing`.
    case spacing(CGFloat)
    /// `isLayoutMarginsRelativeArrangement`, like `UIStackView.isLayoutMarginsRelativeArrangement`.
    case isLayoutMarginsRelativeArrangement(Bool)

    // MARK: ScrollView
    /// `contentSize`, like `UIScrollView.contentSize`.
    case contentSize(CGSize)
    /// `contentInset`, like `UIScrollView.contentInset`.
    case contentInset(EdgeInsets)
    /// `contentOffset`, like `UIScrollView.contentOffset` (set at once, unclamped).
    case contentOffset(CGPoint)
    /// `isScrollEnabled`, like `UIScrollView.isScrollEnabled`.
    case isScrollEnabled(Bool)
    /// `bounces`, like `UIScrollView.bounces`.
    case bounces(Bool)
    /// `alwaysBounceVertical`, like `UIScrollView.alwaysBounceVertical`.
    case alwaysBounceVertical(Bool)
    /// `alwaysBounceHorizontal`, like `UIScrollView.alwaysBounceHorizontal`.
    case alwaysBounceHorizontal(Bool)
    /// `isPagingEnabled`, like `UIScrollView.isPagingEnabled`.
    case isPagingEnabled(Bool)
    /// `showsVerticalScrollIndicator`, like UIKit's.
    case showsVerticalScrollIndicator(Bool)
    /// `showsHorizontalScrollIndicator`, like UIKit's.
    case showsHorizontalScrollIndicator(Bool)

    // MARK: Auto Layout
    /// `translatesAutoresizingMaskIntoConstraints`, like UIKit's.
    case translatesAutoresizingMaskIntoConstraints(Bool)
    /// `hugging`, like `setContentHuggingPriority(_:for:)` per axis given.
    case hugging([LayoutConstraint.Axis: Float])
    /// `compressionResistance`, like `setContentCompressionResistancePriority(_:for:)` per axis given.
    case compressionResistance([LayoutConstraint.Axis: Float])
    /// `constraints`: activated, like `NSLayoutConstraint.activate(_:)`, once every
    /// view of the scene is in the window.
    case constraints([SceneConstraint])

    // MARK: Sizing, after everything else
    /// `sizeToFit: true`: calls `sizeToFit()` once every other property is set.
    case sizeToFit
}
