/// The view classes a scene can create, by the names scenes write (`class: Label`).
///
/// Each is Easel's UIKit counterpart except `Canvas`, a view whose
/// `draw(context:rect:)` runs the scene's drawing commands.
public enum ViewClass: String, CaseIterable, Sendable {
    /// `View`, like `UIView`.
    case view = "View"
    /// `Label`, like `UILabel`.
    case label = "Label"
    /// `ImageView`, like `UIImageView`.
    case imageView = "ImageView"
    /// A view that draws the scene's commands in `draw(context:rect:)`.
    case canvas = "Canvas"
    /// `StackView`, like `UIStackView`: its scene `subviews` are its arranged subviews.
    case stackView = "StackView"
    /// `ScrollView`, like `UIScrollView`: its scene `subviews` are its content.
    case scrollView = "ScrollView"
    /// `Switch`, like `UISwitch`.
    case `switch` = "Switch"
    /// `Slider`, like `UISlider`.
    case slider = "Slider"
    /// `Stepper`, like `UIStepper`.
    case stepper = "Stepper"
    /// `PageControl`, like `UIPageControl`.
    case pageControl = "PageControl"
    /// `ProgressView`, like `UIProgressView`.
    case progressView = "ProgressView"
    /// `ActivityIndicatorView`, like `UIActivityIndicatorView`.
    case activityIndicatorView = "ActivityIndicatorView"
    /// `TextField`, like `UITextField`.
    case textField = "TextField"
    /// `Button`, like `UIButton`: a system button, or one drawn from a `configuration`.
    case button = "Button"
    /// `SegmentedControl`, like `UISegmentedControl`: its `segments` are titles or symbols.
    case segmentedControl = "SegmentedControl"
    /// `TextView`, like `UITextView`: scrolling, editable text.
    case textView = "TextView"
    /// `SearchBar`, like `UISearchBar`.
    case searchBar = "SearchBar"
    /// `DatePicker`, like `UIDatePicker` in its compact style.
    case datePicker = "DatePicker"
    /// `Toolbar`, like `UIToolbar`: its `items` are bar button items.
    case toolbar = "Toolbar"
    /// `TableView`, like `UITableView`: its `sections` are the data source's rows.
    case tableView = "TableView"
    /// `CollectionView`, like `UICollectionView` with a compositional layout: its
    /// `sections` are the layout's sections and their items.
    case collectionView = "CollectionView"

    /// The classes that are controls (they have `enabled`).
    static let controls: [ViewClass] = [.switch, .slider, .stepper, .pageControl, .textField, .button,
                                        .segmentedControl, .datePicker]
    /// The classes that are scroll views (a `scroll` event moves them).
    static let scrollViews: [ViewClass] = [.scrollView, .tableView, .collectionView, .textView]
}
