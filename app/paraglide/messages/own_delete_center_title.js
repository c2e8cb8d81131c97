/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Delete_Center_TitleInputs */

const en_own_delete_center_title = /** @type {(inputs: Own_Delete_Center_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete LAN Center?`)
};

const de_own_delete_center_title = /** @type {(inputs: Own_Delete_Center_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Center löschen?`)
};

const fr_own_delete_center_title = /** @type {(inputs: Own_Delete_Center_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer le centre LAN ?`)
};

const es_own_delete_center_title = /** @type {(inputs: Own_Delete_Center_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Eliminar el centro LAN?`)
};

const pt_br2_own_delete_center_title = /** @type {(inputs: Own_Delete_Center_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Excluir o centro LAN?`)
};

const ja_own_delete_center_title = /** @type {(inputs: Own_Delete_Center_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANセンターを削除しますか？`)
};

const ko_own_delete_center_title = /** @type {(inputs: Own_Delete_Center_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터를 삭제할까요?`)
};

/**
* | output |
* | --- |
* | "Delete LAN Center?" |
*
* @param {Own_Delete_Center_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_delete_center_title = /** @type {((inputs?: Own_Delete_Center_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Delete_Center_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_delete_center_title(inputs)
	if (locale === "fr") return fr_own_delete_center_title(inputs)
	if (locale === "es") return es_own_delete_center_title(inputs)
	if (locale === "pt-BR") return pt_br2_own_delete_center_title(inputs)
	if (locale === "ja") return ja_own_delete_center_title(inputs)
	if (locale === "ko") return ko_own_delete_center_title(inputs)
	return en_own_delete_center_title(inputs)
});