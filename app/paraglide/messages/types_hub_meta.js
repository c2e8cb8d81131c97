/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Hub_MetaInputs */

const en_types_hub_meta = /** @type {(inputs: Types_Hub_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add membership and a licensed PC café game library to your LAN center, arena, campus, library, hotel, game café or coffee shop.`)
};

const de_types_hub_meta = /** @type {(inputs: Types_Hub_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ergänzen Sie Ihr LAN-Center, Ihre Arena, Ihren Campus, Ihre Bibliothek, Ihr Hotel, Gaming-Café oder Ihren Coffeeshop um eine Mitgliedschaft und eine lizenzierte PC-Café-Spielebibliothek.`)
};

const fr_types_hub_meta = /** @type {(inputs: Types_Hub_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez l’adhésion et une ludothèque PC café sous licence à votre centre LAN, arène, campus, bibliothèque, hôtel, café jeux ou coffee shop.`)
};

const es_types_hub_meta = /** @type {(inputs: Types_Hub_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añade la membresía y una biblioteca de juegos con licencia para PC cafés a tu centro LAN, arena, campus, biblioteca, hotel, cibercafé o cafetería.`)
};

const pt_br2_types_hub_meta = /** @type {(inputs: Types_Hub_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicione a assinatura e uma biblioteca de jogos licenciada para PC cafés ao seu centro LAN, arena, campus, biblioteca, hotel, café de games ou cafeteria.`)
};

const ja_types_hub_meta = /** @type {(inputs: Types_Hub_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LANセンター、アリーナ、キャンパス、図書館、ホテル、ゲームカフェ、コーヒーショップに、メンバーシップとライセンス済みPCカフェ向けゲームライブラリを。`)
};

const ko_types_hub_meta = /** @type {(inputs: Types_Hub_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN 센터, 아레나, 캠퍼스, 도서관, 호텔, 게임 카페, 커피숍에 멤버십과 라이선스 PC방 게임 라이브러리를 더하세요.`)
};

/**
* | output |
* | --- |
* | "Add membership and a licensed PC café game library to your LAN center, arena, campus, library, hotel, game café or coffee shop." |
*
* @param {Types_Hub_MetaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_hub_meta = /** @type {((inputs?: Types_Hub_MetaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Hub_MetaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_hub_meta(inputs)
	if (locale === "fr") return fr_types_hub_meta(inputs)
	if (locale === "es") return es_types_hub_meta(inputs)
	if (locale === "pt-BR") return pt_br2_types_hub_meta(inputs)
	if (locale === "ja") return ja_types_hub_meta(inputs)
	if (locale === "ko") return ko_types_hub_meta(inputs)
	return en_types_hub_meta(inputs)
});