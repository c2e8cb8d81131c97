/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Gamecafe_MetaInputs */

const en_types_gamecafe_meta = /** @type {(inputs: Types_Gamecafe_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Run your game café with a licensed PC game library: subscribe, install in about 30 minutes and let players sign in with their own accounts.`)
};

const de_types_gamecafe_meta = /** @type {(inputs: Types_Gamecafe_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Betreiben Sie Ihr Gaming-Café mit einer lizenzierten PC-Spielebibliothek: abonnieren, in etwa 30 Minuten installieren und Spieler mit ihren eigenen Konten anmelden lassen.`)
};

const fr_types_gamecafe_meta = /** @type {(inputs: Types_Gamecafe_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gérez votre café jeux avec une ludothèque PC sous licence : abonnez-vous, installez en 30 minutes environ et laissez les joueurs se connecter avec leurs propres comptes.`)
};

const es_types_gamecafe_meta = /** @type {(inputs: Types_Gamecafe_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestiona tu cibercafé con una biblioteca de juegos de PC con licencia: suscríbete, instala en unos 30 minutos y deja que los jugadores usen sus propias cuentas.`)
};

const pt_br2_types_gamecafe_meta = /** @type {(inputs: Types_Gamecafe_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administre seu café de games com uma biblioteca de jogos de PC licenciada: assine, instale em cerca de 30 minutos e deixe os jogadores entrarem com as próprias contas.`)
};

const ja_types_gamecafe_meta = /** @type {(inputs: Types_Gamecafe_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ライセンス済みPCゲームライブラリでゲームカフェを運営：申し込み、約30分でインストール、プレイヤーは自分のアカウントでサインイン。`)
};

const ko_types_gamecafe_meta = /** @type {(inputs: Types_Gamecafe_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`라이선스 PC 게임 라이브러리로 게임 카페를 운영하세요: 구독하고, 약 30분 만에 설치하고, 플레이어는 자신의 계정으로 로그인합니다.`)
};

/**
* | output |
* | --- |
* | "Run your game café with a licensed PC game library: subscribe, install in about 30 minutes and let players sign in with their own accounts." |
*
* @param {Types_Gamecafe_MetaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_gamecafe_meta = /** @type {((inputs?: Types_Gamecafe_MetaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Gamecafe_MetaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_gamecafe_meta(inputs)
	if (locale === "fr") return fr_types_gamecafe_meta(inputs)
	if (locale === "es") return es_types_gamecafe_meta(inputs)
	if (locale === "pt-BR") return pt_br2_types_gamecafe_meta(inputs)
	if (locale === "ja") return ja_types_gamecafe_meta(inputs)
	if (locale === "ko") return ko_types_gamecafe_meta(inputs)
	return en_types_gamecafe_meta(inputs)
});