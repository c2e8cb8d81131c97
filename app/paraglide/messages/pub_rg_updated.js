/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Pub_Rg_UpdatedInputs */

const en_pub_rg_updated = /** @type {(inputs: Pub_Rg_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last updated: ${i?.date}`)
};

const de_pub_rg_updated = /** @type {(inputs: Pub_Rg_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zuletzt aktualisiert: ${i?.date}`)
};

const fr_pub_rg_updated = /** @type {(inputs: Pub_Rg_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dernière mise à jour : ${i?.date}`)
};

const es_pub_rg_updated = /** @type {(inputs: Pub_Rg_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Última actualización: ${i?.date}`)
};

const pt_br2_pub_rg_updated = /** @type {(inputs: Pub_Rg_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Última atualização: ${i?.date}`)
};

const ja_pub_rg_updated = /** @type {(inputs: Pub_Rg_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`最終更新日：${i?.date}`)
};

const ko_pub_rg_updated = /** @type {(inputs: Pub_Rg_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`최종 업데이트: ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Last updated: {date}" |
*
* @param {Pub_Rg_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_updated = /** @type {((inputs: Pub_Rg_UpdatedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Rg_UpdatedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_rg_updated(inputs)
	if (locale === "fr") return fr_pub_rg_updated(inputs)
	if (locale === "es") return es_pub_rg_updated(inputs)
	if (locale === "pt-BR") return pt_br2_pub_rg_updated(inputs)
	if (locale === "ja") return ja_pub_rg_updated(inputs)
	if (locale === "ko") return ko_pub_rg_updated(inputs)
	return en_pub_rg_updated(inputs)
});