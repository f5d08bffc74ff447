public enum StringTablesPlaceholder {}
