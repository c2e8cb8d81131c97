/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Delete_Party_TitleInputs */

const en_own_delete_party_title = /** @type {(inputs: Own_Delete_Party_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete LAN Party?`)
};

const de_own_delete_party_title = /** @type {(inputs: Own_Delete_Party_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN-Party löschen?`)
};

const fr_own_delete_party_title = /** @type {(inputs: Own_Delete_Party_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer la LAN party ?`)
};

const es_own_delete_party_title = /** @type {(inputs: Own_Delete_Party_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Eliminar la LAN party?`)
};

const pt_br2_own_delete_party_title = /** @type {(inputs: Own_Delete_Party_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Excluir a LAN party?`)
};

const ja_own_delete_party_title = /** @type {(inputs: Own_Delete_Party_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANパーティーを削除しますか？`)
};

const ko_own_delete_party_title = /** @type {(inputs: Own_Delete_Party_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 파티를 삭제할까요?`)
};

/**
* | output |
* | --- |
* | "Delete LAN Party?" |
*
* @param {Own_Delete_Party_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_delete_party_title = /** @type {((inputs?: Own_Delete_Party_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Delete_Party_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_delete_party_title(inputs)
	if (locale === "fr") return fr_own_delete_party_title(inputs)
	if (locale === "es") return es_own_delete_party_title(inputs)
	if (locale === "pt-BR") return pt_br2_own_delete_party_title(inputs)
	if (locale === "ja") return ja_own_delete_party_title(inputs)
	if (locale === "ko") return ko_own_delete_party_title(inputs)
	return en_own_delete_party_title(inputs)
});