// Mantine's mixins (rtl, light/dark, breakpoints) and rem() in CSS modules.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
