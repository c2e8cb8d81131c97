/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Banner_DismissInputs */

const en_banner_dismiss = /** @type {(inputs: Banner_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss`)
};

const de_banner_dismiss = /** @type {(inputs: Banner_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schließen`)
};

const fr_banner_dismiss = /** @type {(inputs: Banner_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer`)
};

const es_banner_dismiss = /** @type {(inputs: Banner_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar`)
};

const pt_br2_banner_dismiss = /** @type {(inputs: Banner_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fechar`)
};

const ja_banner_dismiss = /** @type {(inputs: Banner_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`閉じる`)
};

const ko_banner_dismiss = /** @type {(inputs: Banner_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`닫기`)
};

/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Banner_DismissInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const banner_dismiss = /** @type {((inputs?: Banner_DismissInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Banner_DismissInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_banner_dismiss(inputs)
	if (locale === "fr") return fr_banner_dismiss(inputs)
	if (locale === "es") return es_banner_dismiss(inputs)
	if (locale === "pt-BR") return pt_br2_banner_dismiss(inputs)
	if (locale === "ja") return ja_banner_dismiss(inputs)
	if (locale === "ko") return ko_banner_dismiss(inputs)
	return en_banner_dismiss(inputs)
});