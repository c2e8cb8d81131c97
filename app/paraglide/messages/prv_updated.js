/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Prv_UpdatedInputs */

const en_prv_updated = /** @type {(inputs: Prv_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last updated: ${i?.date}`)
};

const de_prv_updated = /** @type {(inputs: Prv_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zuletzt aktualisiert: ${i?.date}`)
};

const fr_prv_updated = /** @type {(inputs: Prv_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dernière mise à jour : ${i?.date}`)
};

const es_prv_updated = /** @type {(inputs: Prv_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Última actualización: ${i?.date}`)
};

const pt_br2_prv_updated = /** @type {(inputs: Prv_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Última atualização: ${i?.date}`)
};

const ja_prv_updated = /** @type {(inputs: Prv_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`最終更新日：${i?.date}`)
};

const ko_prv_updated = /** @type {(inputs: Prv_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`최종 업데이트: ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Last updated: {date}" |
*
* @param {Prv_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_updated = /** @type {((inputs: Prv_UpdatedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prv_UpdatedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_prv_updated(inputs)
	if (locale === "fr") return fr_prv_updated(inputs)
	if (locale === "es") return es_prv_updated(inputs)
	if (locale === "pt-BR") return pt_br2_prv_updated(inputs)
	if (locale === "ja") return ja_prv_updated(inputs)
	if (locale === "ko") return ko_prv_updated(inputs)
	return en_prv_updated(inputs)
});