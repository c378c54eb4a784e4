/// The version `easel --version` prints.
enum EaselVersion {
    static let current = "0.1.0"
}
