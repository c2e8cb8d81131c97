/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Center_DeletedInputs */

const en_dash_center_deleted = /** @type {(inputs: Dash_Center_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN center deleted.`)
};

const de_dash_center_deleted = /** @type {(inputs: Dash_Center_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Center gelöscht.`)
};

const fr_dash_center_deleted = /** @type {(inputs: Dash_Center_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN center supprimé.`)
};

const es_dash_center_deleted = /** @type {(inputs: Dash_Center_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN center eliminado.`)
};

const pt_br2_dash_center_deleted = /** @type {(inputs: Dash_Center_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN center excluído.`)
};

const ja_dash_center_deleted = /** @type {(inputs: Dash_Center_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANセンターを削除しました。`)
};

const ko_dash_center_deleted = /** @type {(inputs: Dash_Center_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터를 삭제했습니다.`)
};

/**
* | output |
* | --- |
* | "LAN center deleted." |
*
* @param {Dash_Center_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_center_deleted = /** @type {((inputs?: Dash_Center_DeletedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Center_DeletedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_center_deleted(inputs)
	if (locale === "fr") return fr_dash_center_deleted(inputs)
	if (locale === "es") return es_dash_center_deleted(inputs)
	if (locale === "pt-BR") return pt_br2_dash_center_deleted(inputs)
	if (locale === "ja") return ja_dash_center_deleted(inputs)
	if (locale === "ko") return ko_dash_center_deleted(inputs)
	return en_dash_center_deleted(inputs)
});