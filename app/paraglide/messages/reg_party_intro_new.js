/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_Party_Intro_NewInputs */

const en_reg_party_intro_new = /** @type {(inputs: Reg_Party_Intro_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell gamers about your event. New LAN parties are reviewed and verified by our team.`)
};

const de_reg_party_intro_new = /** @type {(inputs: Reg_Party_Intro_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erzähl Gamern von deinem Event. Neue LAN-Partys werden von unserem Team geprüft und verifiziert.`)
};

const fr_reg_party_intro_new = /** @type {(inputs: Reg_Party_Intro_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faites connaître votre événement aux joueurs. Les nouvelles LAN parties sont examinées et vérifiées par notre équipe.`)
};

const es_reg_party_intro_new = /** @type {(inputs: Reg_Party_Intro_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuéntales a los jugadores sobre tu evento. Nuestro equipo revisa y verifica las nuevas LAN parties.`)
};

const pt_br2_reg_party_intro_new = /** @type {(inputs: Reg_Party_Intro_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conte aos gamers sobre seu evento. Novas LAN parties são analisadas e verificadas pela nossa equipe.`)
};

const ja_reg_party_intro_new = /** @type {(inputs: Reg_Party_Intro_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`イベントをゲーマーに知らせましょう。新しいLANパーティーは担当チームが審査・確認します。`)
};

const ko_reg_party_intro_new = /** @type {(inputs: Reg_Party_Intro_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게이머에게 이벤트를 알리세요. 새 LAN 파티는 저희 팀이 검토하고 인증합니다.`)
};

/**
* | output |
* | --- |
* | "Tell gamers about your event. New LAN parties are reviewed and verified by our team." |
*
* @param {Reg_Party_Intro_NewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_party_intro_new = /** @type {((inputs?: Reg_Party_Intro_NewInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Party_Intro_NewInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_party_intro_new(inputs)
	if (locale === "fr") return fr_reg_party_intro_new(inputs)
	if (locale === "es") return es_reg_party_intro_new(inputs)
	if (locale === "pt-BR") return pt_br2_reg_party_intro_new(inputs)
	if (locale === "ja") return ja_reg_party_intro_new(inputs)
	if (locale === "ko") return ko_reg_party_intro_new(inputs)
	return en_reg_party_intro_new(inputs)
});