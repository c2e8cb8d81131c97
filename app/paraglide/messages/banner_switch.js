/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Banner_SwitchInputs */

const en_banner_switch = /** @type {(inputs: Banner_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue in English`)
};

const de_banner_switch = /** @type {(inputs: Banner_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf Deutsch weiter`)
};

const fr_banner_switch = /** @type {(inputs: Banner_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer en français`)
};

const es_banner_switch = /** @type {(inputs: Banner_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuar en español`)
};

const pt_br2_banner_switch = /** @type {(inputs: Banner_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuar em português`)
};

const ja_banner_switch = /** @type {(inputs: Banner_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日本語で表示`)
};

const ko_banner_switch = /** @type {(inputs: Banner_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`한국어로 보기`)
};

/**
* | output |
* | --- |
* | "Continue in English" |
*
* @param {Banner_SwitchInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const banner_switch = /** @type {((inputs?: Banner_SwitchInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Banner_SwitchInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_banner_switch(inputs)
	if (locale === "fr") return fr_banner_switch(inputs)
	if (locale === "es") return es_banner_switch(inputs)
	if (locale === "pt-BR") return pt_br2_banner_switch(inputs)
	if (locale === "ja") return ja_banner_switch(inputs)
	if (locale === "ko") return ko_banner_switch(inputs)
	return en_banner_switch(inputs)
});