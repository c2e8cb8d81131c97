/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_CancelInputs */

const en_dash_cancel = /** @type {(inputs: Dash_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

const de_dash_cancel = /** @type {(inputs: Dash_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abbrechen`)
};

const fr_dash_cancel = /** @type {(inputs: Dash_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler`)
};

const es_dash_cancel = /** @type {(inputs: Dash_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar`)
};

const pt_br2_dash_cancel = /** @type {(inputs: Dash_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar`)
};

const ja_dash_cancel = /** @type {(inputs: Dash_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`キャンセル`)
};

const ko_dash_cancel = /** @type {(inputs: Dash_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`취소`)
};

/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Dash_CancelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_cancel = /** @type {((inputs?: Dash_CancelInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_CancelInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_cancel(inputs)
	if (locale === "fr") return fr_dash_cancel(inputs)
	if (locale === "es") return es_dash_cancel(inputs)
	if (locale === "pt-BR") return pt_br2_dash_cancel(inputs)
	if (locale === "ja") return ja_dash_cancel(inputs)
	if (locale === "ko") return ko_dash_cancel(inputs)
	return en_dash_cancel(inputs)
});