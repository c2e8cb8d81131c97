/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_DeleteInputs */

const en_dash_delete = /** @type {(inputs: Dash_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

const de_dash_delete = /** @type {(inputs: Dash_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Löschen`)
};

const fr_dash_delete = /** @type {(inputs: Dash_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer`)
};

const es_dash_delete = /** @type {(inputs: Dash_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar`)
};

const pt_br2_dash_delete = /** @type {(inputs: Dash_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Excluir`)
};

const ja_dash_delete = /** @type {(inputs: Dash_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`削除`)
};

const ko_dash_delete = /** @type {(inputs: Dash_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`삭제`)
};

/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Dash_DeleteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_delete = /** @type {((inputs?: Dash_DeleteInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_DeleteInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_delete(inputs)
	if (locale === "fr") return fr_dash_delete(inputs)
	if (locale === "es") return es_dash_delete(inputs)
	if (locale === "pt-BR") return pt_br2_dash_delete(inputs)
	if (locale === "ja") return ja_dash_delete(inputs)
	if (locale === "ko") return ko_dash_delete(inputs)
	return en_dash_delete(inputs)
});