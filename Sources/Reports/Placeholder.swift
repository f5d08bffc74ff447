public enum ReportsPlaceholder {}
