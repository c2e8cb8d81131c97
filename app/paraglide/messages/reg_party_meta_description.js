/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Party_Meta_DescriptionInputs */

const en_reg_party_meta_description = /** @type {(inputs: Reg_Party_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register your LAN party with LAN Center Network so gamers near you can find it on the events page.`)
};

const de_reg_party_meta_description = /** @type {(inputs: Reg_Party_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trage deine LAN-Party ins LAN Center Network ein, damit Gamer in deiner Nähe sie auf der Event-Seite finden.`)
};

const fr_reg_party_meta_description = /** @type {(inputs: Reg_Party_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrez votre LAN party sur LAN Center Network pour que les joueurs près de chez vous la trouvent sur la page des événements.`)
};

const es_reg_party_meta_description = /** @type {(inputs: Reg_Party_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registra tu LAN party en LAN Center Network para que los jugadores cercanos la encuentren en la página de eventos.`)
};

const pt_br2_reg_party_meta_description = /** @type {(inputs: Reg_Party_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cadastre sua LAN party na LAN Center Network para que gamers perto de você a encontrem na página de eventos.`)
};

const ja_reg_party_meta_description = /** @type {(inputs: Reg_Party_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network にLANパーティーを登録すると、近くのゲーマーがイベントページで見つけられます。`)
};

const ko_reg_party_meta_description = /** @type {(inputs: Reg_Party_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LAN Center Network에 LAN 파티를 등록하면 근처 게이머가 이벤트 페이지에서 찾을 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "Register your LAN party with LAN Center Network so gamers near you can find it on the events page." |
*
* @param {Reg_Party_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_party_meta_description = /** @type {((inputs?: Reg_Party_Meta_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Party_Meta_DescriptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_party_meta_description(inputs)
	if (locale === "fr") return fr_reg_party_meta_description(inputs)
	if (locale === "es") return es_reg_party_meta_description(inputs)
	if (locale === "pt-BR") return pt_br2_reg_party_meta_description(inputs)
	if (locale === "ja") return ja_reg_party_meta_description(inputs)
	if (locale === "ko") return ko_reg_party_meta_description(inputs)
	return en_reg_party_meta_description(inputs)
});