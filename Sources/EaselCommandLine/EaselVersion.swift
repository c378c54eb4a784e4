/// The version `easel --version` prints.
public enum EaselVersion {
    public static let current = "0.1.0"
}
