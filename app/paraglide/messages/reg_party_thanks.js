/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ path: NonNullable<unknown> }} Reg_Party_ThanksInputs */

const en_reg_party_thanks = /** @type {(inputs: Reg_Party_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you! Our team will review and verify your LAN party before it appears publicly; its page at ${i?.path} shows once it is verified. Taking you to your dashboard.`)
};

const de_reg_party_thanks = /** @type {(inputs: Reg_Party_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Danke! Unser Team prüft und verifiziert deine LAN-Party, bevor sie öffentlich erscheint; ihre Seite unter ${i?.path} ist zu sehen, sobald sie verifiziert ist. Wir bringen dich zu deinem Dashboard.`)
};

const fr_reg_party_thanks = /** @type {(inputs: Reg_Party_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Merci ! Notre équipe va examiner et vérifier votre LAN party avant sa publication ; sa page ${i?.path} sera visible une fois vérifiée. Redirection vers votre tableau de bord.`)
};

const es_reg_party_thanks = /** @type {(inputs: Reg_Party_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Gracias! Nuestro equipo revisará y verificará tu LAN party antes de publicarla; su página en ${i?.path} se verá cuando esté verificada. Te llevamos a tu panel.`)
};

const pt_br2_reg_party_thanks = /** @type {(inputs: Reg_Party_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Obrigado! Nossa equipe vai analisar e verificar sua LAN party antes de ela aparecer publicamente; a página em ${i?.path} aparece assim que for verificada. Levando você ao seu painel.`)
};

const ja_reg_party_thanks = /** @type {(inputs: Reg_Party_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ありがとうございます！公開前に担当チームがLANパーティーを審査・確認します。確認が済むと ${i?.path} のページが表示されます。ダッシュボードに移動します。`)
};

const ko_reg_party_thanks = /** @type {(inputs: Reg_Party_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`감사합니다! 공개 전에 저희 팀이 LAN 파티를 검토하고 인증합니다. 인증되면 ${i?.path} 페이지가 표시됩니다. 대시보드로 이동합니다.`)
};

/**
* | output |
* | --- |
* | "Thank you! Our team will review and verify your LAN party before it appears publicly; its page at {path} shows once it is verified. Taking you to your dashbo..." |
*
* @param {Reg_Party_ThanksInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_party_thanks = /** @type {((inputs: Reg_Party_ThanksInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_Party_ThanksInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_party_thanks(inputs)
	if (locale === "fr") return fr_reg_party_thanks(inputs)
	if (locale === "es") return es_reg_party_thanks(inputs)
	if (locale === "pt-BR") return pt_br2_reg_party_thanks(inputs)
	if (locale === "ja") return ja_reg_party_thanks(inputs)
	if (locale === "ko") return ko_reg_party_thanks(inputs)
	return en_reg_party_thanks(inputs)
});