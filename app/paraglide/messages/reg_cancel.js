/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_CancelInputs */

const en_reg_cancel = /** @type {(inputs: Reg_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

const de_reg_cancel = /** @type {(inputs: Reg_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abbrechen`)
};

const fr_reg_cancel = /** @type {(inputs: Reg_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler`)
};

const es_reg_cancel = /** @type {(inputs: Reg_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar`)
};

const pt_br2_reg_cancel = /** @type {(inputs: Reg_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar`)
};

const ja_reg_cancel = /** @type {(inputs: Reg_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`キャンセル`)
};

const ko_reg_cancel = /** @type {(inputs: Reg_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`취소`)
};

/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Reg_CancelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_cancel = /** @type {((inputs?: Reg_CancelInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_CancelInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_cancel(inputs)
	if (locale === "fr") return fr_reg_cancel(inputs)
	if (locale === "es") return es_reg_cancel(inputs)
	if (locale === "pt-BR") return pt_br2_reg_cancel(inputs)
	if (locale === "ja") return ja_reg_cancel(inputs)
	if (locale === "ko") return ko_reg_cancel(inputs)
	return en_reg_cancel(inputs)
});